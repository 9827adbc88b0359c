import type { ReviewDetail } from '@/design-system/review-dialog';
import { formatBtc, formatSats } from '@/lib/bitcoin-amount';
import { readPsbt } from '@/lib/read-psbt';
import type { DevnetAccount } from '#common/devnet-accounts.mjs';
import { devnetBitcoinKeys, inputsToSign } from './devnet-bitcoin-signer';
import type { DevnetBitcoinRequest } from './devnet-bitcoin-requests';
import type { RequestSummary } from './describe-devnet-request';

// What the approval dialog shows for Bitcoin requests: the message and how it is signed, or the
// PSBT decoded — every input with what it spends and whether it will be signed, every output,
// the fee — so a person approves what they can read, not hex.

const amount = (sats: bigint | undefined) =>
  sats === undefined ? 'amount not in the PSBT' : `${formatBtc(sats)} (${formatSats(sats)})`;

export function describeDevnetBitcoinRequest(
  request: DevnetBitcoinRequest,
  account: DevnetAccount,
  from: ReviewDetail,
): RequestSummary {
  const keys = devnetBitcoinKeys(account);
  switch (request.kind) {
    case 'bitcoinSignMessage': {
      const { message, paymentType, type } = request.params;
      return {
        title: 'Sign a Bitcoin message',
        approveLabel: 'Sign',
        details: [
          from,
          {
            label: 'Address',
            value: paymentType === 'p2wpkh' ? keys.p2wpkh.address : keys.p2tr.address,
          },
          {
            label: 'Signature',
            value: type === 'legacy' ? 'Legacy (BIP-137)' : 'BIP-322 (simple)',
          },
          { label: 'Message', value: message },
        ],
      };
    }
    case 'signPsbt': {
      const reading = readPsbt(request.params.hex, 'devnet');
      const details: ReviewDetail[] = [from];
      if (reading.ok) {
        const { psbt } = reading;
        const signing = new Set(inputsToSign(request.params, psbt.inputs.length));
        details.push(
          {
            label: 'Inputs',
            value: psbt.inputs
              .map(
                (input) =>
                  `${signing.has(input.index) ? 'Sign' : 'Leave'} #${input.index}: ${input.txid}:${input.vout}, ${amount(input.amount)}, ${input.address ?? 'address unknown'}`,
              )
              .join('\n'),
          },
          {
            label: 'Outputs',
            value: psbt.outputs
              .map(
                (output) =>
                  `#${output.index}: ${output.address ?? output.script}, ${amount(output.amount)}`,
              )
              .join('\n'),
          },
          {
            label: 'Fee',
            value:
              psbt.fee === undefined
                ? 'Unknown: an input’s amount is not in the PSBT'
                : amount(psbt.fee),
          },
        );
      } else {
        details.push({ label: 'PSBT', value: reading.message });
      }
      details.push({ label: 'Broadcast', value: 'No: the devnet has no Bitcoin chain' });
      return { title: 'Sign a PSBT', approveLabel: 'Sign', details };
    }
  }
}
