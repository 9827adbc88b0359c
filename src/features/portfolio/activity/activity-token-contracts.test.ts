import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACCOUNT, activityEntries, pendingTransfer } from '@/mocks/fixtures/activity';
import { MAINNET_STX_ADDRESS_2 } from '@/mocks/fixtures/wallet-addresses';
import { accountTransactionSchema } from '@/stacks/api/account-transaction';
import { addressTransactionSchema } from '@/stacks/api/address-transactions';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { activityTokenContracts } from './activity-token-contracts';

const STSTX = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token';
const SBTC = sbtcContracts('mainnet').token;
const TESTNET_SBTC = sbtcContracts('testnet').token;
const mined = (name: keyof typeof activityEntries) =>
  addressTransactionSchema.parse(activityEntries[name]);

/** A pending SIP-010 `transfer` call of `sender` to `contract`. */
const pendingCall = (contract: string, sender = ACTIVITY_ACCOUNT) =>
  accountTransactionSchema.parse({
    ...pendingTransfer,
    sender_address: sender,
    tx_type: 'contract_call',
    token_transfer: undefined,
    contract_call: {
      contract_id: contract,
      function_name: 'transfer',
      function_signature: '',
      function_args: [{ hex: '0x01', repr: 'u5', name: 'amount', type: 'uint' }],
    },
  });

describe('activityTokenContracts', () => {
  it('lists the tokens that moved in or out of the account, each once, without sBTC', () => {
    // tokenSent and swap move stSTX; the swap also brings sBTC, whose unit is known already.
    expect(
      activityTokenContracts(ACTIVITY_ACCOUNT, [], [mined('tokenSent'), mined('swap')], SBTC),
    ).toEqual([STSTX]);
  });

  it('leaves out the sBTC of the network shown only, not another network’s', () => {
    // The swap brings mainnet's sBTC: on testnet it is a token like any other, read as one.
    expect(activityTokenContracts(ACTIVITY_ACCOUNT, [], [mined('swap')], TESTNET_SBTC)).toEqual([
      STSTX,
      SBTC,
    ]);
    const testnetSbtcSent = pendingCall(TESTNET_SBTC);
    expect(activityTokenContracts(ACTIVITY_ACCOUNT, [testnetSbtcSent], [], TESTNET_SBTC)).toEqual(
      [],
    );
    expect(activityTokenContracts(ACTIVITY_ACCOUNT, [testnetSbtcSent], [], SBTC)).toEqual([
      TESTNET_SBTC,
    ]);
  });

  it('lists nothing for history without tokens', () => {
    expect(
      activityTokenContracts(ACTIVITY_ACCOUNT, [], [mined('sentStx'), mined('stake')], SBTC),
    ).toEqual([]);
  });

  it('ignores token movements between other accounts', () => {
    expect(activityTokenContracts(MAINNET_STX_ADDRESS_2, [], [mined('tokenSent')], SBTC)).toEqual([
      STSTX,
    ]);
    expect(
      activityTokenContracts('SP000000000000000000002Q6VF78', [], [mined('tokenSent')], SBTC),
    ).toEqual([]);
  });

  it('lists the contract of a pending transfer the account sends, not one of someone else', () => {
    const token = 'SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.usda-token';
    expect(activityTokenContracts(ACTIVITY_ACCOUNT, [pendingCall(token)], [], SBTC)).toEqual([
      token,
    ]);
    expect(
      activityTokenContracts(
        ACTIVITY_ACCOUNT,
        [pendingCall(token, MAINNET_STX_ADDRESS_2)],
        [],
        SBTC,
      ),
    ).toEqual([]);
    expect(
      activityTokenContracts(
        ACTIVITY_ACCOUNT,
        [accountTransactionSchema.parse(pendingTransfer)],
        [],
        SBTC,
      ),
    ).toEqual([]);
  });
});
