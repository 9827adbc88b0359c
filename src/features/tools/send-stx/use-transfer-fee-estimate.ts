import { useQuery } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { transactionFeeEstimateQueryOptions } from '@/stacks/api/transaction-fee-estimate';
import { isContractPrincipal } from '@/wallet/stacks-limits';

/**
 * The node's fee estimate for a STX transfer from this account. A transfer's size depends only
 * on whether the recipient is a contract, never on the amount or memo (the memo is always 34
 * bytes), so the estimate is asked once per kind of recipient, not on every keystroke.
 */
export function useTransferFeeEstimate({
  network,
  sender,
  publicKey,
  recipient,
}: {
  network: ActiveNetwork;
  sender: string | undefined;
  publicKey: string | undefined;
  recipient: string;
}) {
  // The sender's own address stands in for any standard recipient: same size.
  const estimateRecipient = isContractPrincipal(recipient) ? recipient : sender;
  const input = useQuery({
    // Built locally, not fetched: only the kind (transaction version) matters, not the API.
    queryKey: ['transfer-fee-input', network.kind, estimateRecipient, publicKey] as const,
    queryFn: async () => {
      if (!estimateRecipient || !publicKey) throw new Error('Nothing to estimate');
      const { buildTransferFeeInput } = await import('./transfer-fee-input');
      return buildTransferFeeInput({
        recipient: estimateRecipient,
        publicKey,
        testnet: network.kind !== 'mainnet',
      });
    },
    enabled: Boolean(estimateRecipient && publicKey),
    staleTime: Infinity,
  });
  return useQuery(transactionFeeEstimateQueryOptions(network, input.data));
}
