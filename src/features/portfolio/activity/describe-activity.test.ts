import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACCOUNT,
  activityEntries,
  activityTxid,
  FAST_POOL_MANAGER,
  pendingTransfer,
} from '@/mocks/fixtures/activity';
import { MAINNET_STX_ADDRESS_2 } from '@/mocks/fixtures/wallet-addresses';
import { accountTransactionSchema } from '@/stacks/api/account-transaction';
import { addressTransactionSchema } from '@/stacks/api/address-transactions';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { describeActivity, type DescribeActivityContext } from './describe-activity';

// Every transaction type the API returns, every staking call, failures and drops: each goes
// through the app's own schema first, as the list gets it.

const context: DescribeActivityContext = {
  address: ACTIVITY_ACCOUNT,
  networkKind: 'mainnet',
  sbtcToken: sbtcContracts('mainnet').token,
  tokenUnit: (contract) =>
    contract === 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token'
      ? { symbol: 'stSTX', decimals: 6 }
      : undefined,
};

type EntryName = keyof typeof activityEntries;

function describeEntry(name: EntryName, ctx: DescribeActivityContext = context) {
  return describeActivity(addressTransactionSchema.parse(activityEntries[name]), ctx);
}

/** A mined entry of `name` with the tx fields replaced (a variation of a fixture). */
function variant(name: EntryName, tx: Record<string, unknown>, moved?: Record<string, unknown>) {
  const entry = activityEntries[name];
  return addressTransactionSchema.parse({ ...entry, ...moved, tx: { ...entry.tx, ...tx } });
}

const OTHER = MAINNET_STX_ADDRESS_2;
const AMM = 'SP102V8P0F7JX67ARQ77WEA3D3CFB5XW39REDT0AM.amm-pool-v2-01';
const STX = (microStx: bigint, direction: 'in' | 'out') => ({
  direction,
  baseUnits: microStx,
  decimals: 6,
  unit: 'STX',
});

describe('describeActivity: STX transfers', () => {
  it('says a transfer the account sent, with the amount out and the fee it paid', () => {
    const entry = describeEntry('sentStx');
    expect(entry).toEqual({
      txid: activityTxid(1),
      status: 'confirmed',
      failureReason: undefined,
      kind: 'send',
      words: 'Sent 12.5 STX to SP3Z…8JJE',
      amounts: [STX(12_500_000n, 'out')],
      feeMicroStx: 3000n,
      time: new Date((1_763_640_000 - 3600) * 1000),
    });
  });

  it('says a transfer the account received, with no fee of its own', () => {
    const entry = describeEntry('receivedStx');
    expect(entry.kind).toBe('receive');
    expect(entry.words).toBe('Received 3 STX from SP3Z…8JJE');
    expect(entry.amounts).toEqual([STX(3_000_000n, 'in')]);
    expect(entry.feeMicroStx).toBe(0n);
  });

  it('counts the fee for the sponsor, not the sender, of a sponsored transaction', () => {
    const sponsoredForMe = variant('receivedStx', {
      sponsored: true,
      sponsor_address: ACTIVITY_ACCOUNT,
    });
    expect(describeActivity(sponsoredForMe, context).feeMicroStx).toBe(3000n);
    const sponsoredByOther = variant('sentStx', { sponsored: true, sponsor_address: OTHER });
    expect(describeActivity(sponsoredByOther, context).feeMicroStx).toBe(0n);
  });

  it('says a transfer between two others that this account sponsored as the fee it paid', () => {
    const sponsored = variant(
      'sentStx',
      {
        sender_address: OTHER,
        sponsored: true,
        sponsor_address: ACTIVITY_ACCOUNT,
        token_transfer: {
          ...activityEntries.sentStx.tx.token_transfer,
          recipient_address: 'SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR',
        },
      },
      { stx_transfers: [] },
    );
    expect(describeActivity(sponsored, context)).toMatchObject({
      kind: 'other',
      words: 'Paid the fee of SP3Z…8JJE’s transfer of 12.5 STX to SP2C…9YZR',
      amounts: [],
      feeMicroStx: 3000n,
    });
  });

  it('says a contract call of another account that this account sponsored as the fee it paid', () => {
    const sponsored = variant(
      'swap',
      { sender_address: OTHER, sponsored: true, sponsor_address: ACTIVITY_ACCOUNT },
      { ft_transfers: [] },
    );
    expect(describeActivity(sponsored, context)).toMatchObject({
      kind: 'other',
      words: 'Paid the fee of SP3Z…8JJE’s call of swap-helper on SP10…T0AM.amm-pool-v2-01',
      amounts: [],
      feeMicroStx: 3000n,
    });
  });

  it('says a pending transfer from the mempool, its amount from the payload and its receipt time', () => {
    const entry = describeActivity(accountTransactionSchema.parse(pendingTransfer), context);
    expect(entry).toMatchObject({
      status: 'pending',
      kind: 'send',
      words: 'Sent 2 STX to SP3Z…8JJE',
      amounts: [STX(2_000_000n, 'out')],
      feeMicroStx: 3000n,
      time: new Date((1_763_640_000 + 600) * 1000),
    });
  });
});

describe('describeActivity: staking', () => {
  it('says a pox-5 stake with the pool named from its manager, and moves no amount', () => {
    const entry = describeEntry('stake');
    expect(entry.kind).toBe('stake');
    expect(entry.words).toBe('Staked 100 STX with Fast Pool');
    expect(entry.amounts).toEqual([]);
    expect(entry.feeMicroStx).toBe(3000n);
  });

  it('names a manager that is not listed by its shortened contract id', () => {
    const unknown = variant('stake', {
      contract_call: {
        ...activityEntries.stake.tx.contract_call,
        function_args: [
          {
            hex: '0x00',
            repr: "'SP3RX8RME63CY63G5WZ8XQWZNTYNETYJESQKE071E.stacks-labs",
            name: 'signer-manager',
            type: 'trait_reference',
          },
          ...activityEntries.stake.tx.contract_call.function_args.slice(1),
        ],
      },
    });
    expect(describeActivity(unknown, context).words).toBe(
      'Staked 100 STX with SP3R…071E.stacks-labs',
    );
  });

  it('reads the arguments by place when the API leaves their names empty (the devnet)', () => {
    const unnamed = variant('stake', {
      contract_call: {
        ...activityEntries.stake.tx.contract_call,
        function_args: activityEntries.stake.tx.contract_call.function_args.map((arg) => ({
          ...arg,
          name: '',
          type: '',
        })),
      },
    });
    expect(describeActivity(unnamed, context).words).toBe('Staked 100 STX with Fast Pool');
  });

  it('reads a principal written without its quote, as the devnet writes it', () => {
    const args = activityEntries.stake.tx.contract_call.function_args;
    const unquoted = variant('stake', {
      contract_call: {
        ...activityEntries.stake.tx.contract_call,
        function_args: [{ ...args[0], repr: FAST_POOL_MANAGER }, ...args.slice(1)],
      },
    });
    expect(describeActivity(unquoted, context).words).toBe('Staked 100 STX with Fast Pool');
  });

  it('says a stake update: the increase and the extension', () => {
    const entry = describeEntry('stakeUpdate');
    expect(entry.kind).toBe('stake-update');
    expect(entry.words).toBe('Updated the stake with Fast Pool: +45 STX, 2 more cycles');
  });

  it('says a stake update that moves to another manager', () => {
    const args = activityEntries.stakeUpdate.tx.contract_call.function_args;
    const moved = variant('stakeUpdate', {
      contract_call: {
        ...activityEntries.stakeUpdate.tx.contract_call,
        function_args: [
          args[0],
          { ...args[1], repr: "'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-1" },
          { ...args[2], repr: 'u1' },
          { ...args[3], repr: 'u0' },
          args[4],
        ],
      },
    });
    expect(describeActivity(moved, context).words).toBe(
      'Updated the stake with Fast Pool (moved from Xverse): 1 more cycle',
    );
  });

  it('says an unstake with the pool it leaves', () => {
    const entry = describeEntry('unstake');
    expect(entry.kind).toBe('unstake');
    expect(entry.words).toBe('Unstaked from Fast Pool');
  });

  it('says a claim of rewards with the sBTC it brought, exact to the sat', () => {
    const entry = describeEntry('claim');
    expect(entry.kind).toBe('claim-rewards');
    expect(entry.words).toBe('Claimed 0.0004 sBTC from Fast Pool');
    expect(entry.amounts).toEqual([
      { direction: 'in', baseUnits: 40_000n, decimals: 8, unit: 'sBTC' },
    ]);
  });

  it('says a claim that brought no sBTC (paid out in BTC, or not mined yet) by its cycle', () => {
    const btcPayout = variant('claim', {}, { ft_transfers: [] });
    expect(describeActivity(btcPayout, context).words).toBe(
      'Claimed rewards from Fast Pool for cycle 146',
    );
  });

  it('says the pull of a pool’s rewards from pox-5', () => {
    const entry = describeEntry('pull');
    expect(entry.kind).toBe('staking');
    expect(entry.words).toBe('Pulled Fast Pool’s rewards for cycle 146 from pox-5');
  });

  it('says Stacking DAO’s native-pool delegate, update and undelegate as staking', () => {
    expect(describeEntry('stackingDao')).toMatchObject({
      kind: 'stake',
      words: 'Staked 200 STX with Stacking DAO',
    });
    const wrapperCall = (functionName: string, args: unknown[]) =>
      describeActivity(
        variant('stackingDao', {
          contract_call: {
            ...activityEntries.stackingDao.tx.contract_call,
            function_name: functionName,
            function_args: args,
          },
        }),
        context,
      );
    const uint = (repr: string, name: string) => ({ hex: '0x01', repr, name, type: 'uint' });
    expect(
      wrapperCall('delegate-update', [
        uint('u3', 'cycles-to-extend'),
        uint('u10000000', 'amount-increase'),
      ]),
    ).toMatchObject({
      kind: 'stake-update',
      words: 'Updated the stake with Stacking DAO: +10 STX, 3 more cycles',
    });
    expect(wrapperCall('undelegate', [])).toMatchObject({
      kind: 'unstake',
      words: 'Unstaked from Stacking DAO',
    });
  });

  it('says another pox-5 function by its name', () => {
    const bond = variant('stake', {
      contract_call: {
        ...activityEntries.stake.tx.contract_call,
        function_name: 'register-for-bond',
      },
    });
    expect(describeActivity(bond, context)).toMatchObject({
      kind: 'staking',
      words: 'Called pox-5 register-for-bond',
    });
  });

  it('reads a contract named pox-5 that is not the boot contract as an ordinary call', () => {
    const lookAlike = variant('stake', {
      contract_call: {
        ...activityEntries.stake.tx.contract_call,
        contract_id: 'SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.pox-5',
      },
    });
    expect(describeActivity(lookAlike, context)).toMatchObject({
      kind: 'contract-call',
      words: 'Called stake on SP2C…9YZR.pox-5',
    });
  });

  it('names the devnet’s pools from the devnet’s managers', () => {
    const devnetManager = "'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager";
    const devnetStake = variant('stake', {
      contract_call: {
        ...activityEntries.stake.tx.contract_call,
        contract_id: 'ST000000000000000000002AMW42H.pox-5',
        function_args: [
          { ...activityEntries.stake.tx.contract_call.function_args[0], repr: devnetManager },
          ...activityEntries.stake.tx.contract_call.function_args.slice(1),
        ],
      },
    });
    expect(describeActivity(devnetStake, { ...context, networkKind: 'devnet' }).words).toBe(
      'Staked 100 STX with Fast Pool',
    );
  });
});

describe('describeActivity: tokens and NFTs', () => {
  it('says a token sent with its symbol and decimals', () => {
    const entry = describeEntry('tokenSent');
    expect(entry.kind).toBe('token-send');
    expect(entry.words).toBe('Sent 5 stSTX to SP3Z…8JJE');
    expect(entry.amounts).toEqual([
      { direction: 'out', baseUnits: 5_000_000n, decimals: 6, unit: 'stSTX' },
    ]);
  });

  it('writes a token of unknown decimals in base units with its name, never a guess', () => {
    const entry = describeEntry('tokenSent', { ...context, tokenUnit: undefined });
    expect(entry.words).toBe('Sent 5000000 ststx (base units) to SP3Z…8JJE');
    expect(entry.amounts).toEqual([
      {
        direction: 'out',
        baseUnits: 5_000_000n,
        decimals: undefined,
        unit: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token::ststx',
      },
    ]);
  });

  it('says an NFT received, by its collection and id', () => {
    const entry = describeEntry('nftReceived');
    expect(entry.kind).toBe('nft-receive');
    expect(entry.words).toBe('Received arties u7 from SP3Z…8JJE');
    expect(entry.amounts).toEqual([
      {
        direction: 'in',
        baseUnits: 1n,
        decimals: 0,
        unit: 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties::arties u7',
      },
    ]);
    expect(entry.feeMicroStx).toBe(0n);
  });

  it('says a pending SIP-010 transfer from its arguments', () => {
    const { tx } = activityEntries.tokenSent;
    const pending = accountTransactionSchema.parse({ ...tx, tx_status: 'pending' });
    expect(describeActivity(pending, context)).toMatchObject({
      status: 'pending',
      kind: 'token-send',
      words: 'Sent 5 stSTX to SP3Z…8JJE',
      amounts: [],
    });
  });

  it('says a call that moved several tokens (a swap) by its function, with every amount', () => {
    const entry = describeEntry('swap');
    expect(entry.kind).toBe('contract-call');
    expect(entry.words).toBe('Called swap-helper on SP10…T0AM.amm-pool-v2-01');
    expect(entry.amounts).toEqual([
      { direction: 'out', baseUnits: 1_000_000n, decimals: 6, unit: 'stSTX' },
      { direction: 'in', baseUnits: 1200n, decimals: 8, unit: 'sBTC' },
    ]);
  });

  it('says a swap of STX for a token by its function, not as the token received', () => {
    const stxForToken = variant(
      'swap',
      {},
      {
        stx_transfers: [{ amount: '10000000', sender: ACTIVITY_ACCOUNT, recipient: AMM }],
        ft_transfers: [
          { ...activityEntries.swap.ft_transfers[1], sender: AMM, recipient: ACTIVITY_ACCOUNT },
        ],
      },
    );
    expect(describeActivity(stxForToken, context)).toMatchObject({
      kind: 'contract-call',
      words: 'Called swap-helper on SP10…T0AM.amm-pool-v2-01',
      amounts: [
        STX(10_000_000n, 'out'),
        { direction: 'in', baseUnits: 1200n, decimals: 8, unit: 'sBTC' },
      ],
    });
  });

  it('says an NFT bought or sold for STX by its function, not as the NFT alone', () => {
    const nft = activityEntries.nftReceived.nft_transfers[0];
    const market = 'SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.marketplace';
    const call = (fn: string) => ({
      contract_call: {
        ...activityEntries.swap.tx.contract_call,
        contract_id: market,
        function_name: fn,
      },
    });
    const bought = variant('swap', call('buy'), {
      stx_transfers: [{ amount: '50000000', sender: ACTIVITY_ACCOUNT, recipient: OTHER }],
      ft_transfers: [],
      nft_transfers: [{ ...nft, sender: OTHER, recipient: ACTIVITY_ACCOUNT }],
    });
    expect(describeActivity(bought, context)).toMatchObject({
      kind: 'contract-call',
      words: 'Called buy on SP2C…9YZR.marketplace',
    });
    // Sold: another account's call paid this one STX for its NFT.
    const sold = variant(
      'swap',
      { ...call('buy'), sender_address: OTHER },
      {
        stx_transfers: [{ amount: '50000000', sender: OTHER, recipient: ACTIVITY_ACCOUNT }],
        ft_transfers: [],
        nft_transfers: [{ ...nft, sender: ACTIVITY_ACCOUNT, recipient: OTHER }],
      },
    );
    expect(describeActivity(sold, context)).toMatchObject({
      kind: 'contract-call',
      words: 'Called buy on SP2C…9YZR.marketplace',
    });
  });

  it('keeps apart amounts of different assets that share a symbol, each with its decimals', () => {
    const fakeStx = 'SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.fake-stx';
    const both = variant(
      'swap',
      {},
      {
        stx_transfers: [{ amount: '1000000', sender: ACTIVITY_ACCOUNT, recipient: AMM }],
        ft_transfers: [
          {
            asset_identifier: `${fakeStx}::fake-stx`,
            amount: '300',
            sender: ACTIVITY_ACCOUNT,
            recipient: AMM,
          },
        ],
      },
    );
    const sameSymbol: DescribeActivityContext = {
      ...context,
      tokenUnit: (contract) => (contract === fakeStx ? { symbol: 'STX', decimals: 2 } : undefined),
    };
    expect(describeActivity(both, sameSymbol).amounts).toEqual([
      STX(1_000_000n, 'out'),
      { direction: 'out', baseUnits: 300n, decimals: 2, unit: 'STX' },
    ]);
  });

  it('says STX another account’s contract call paid to this one as received', () => {
    const payout = variant(
      'swap',
      { sender_address: OTHER },
      {
        ft_transfers: [],
        stx_transfers: [{ amount: '7000000', sender: OTHER, recipient: ACTIVITY_ACCOUNT }],
      },
    );
    expect(describeActivity(payout, context)).toMatchObject({
      kind: 'receive',
      words: 'Received 7 STX from SP3Z…8JJE',
      amounts: [STX(7_000_000n, 'in')],
    });
  });
});

describe('describeActivity: deploys, coinbase, tenure change, microblocks', () => {
  it.each([
    ['deploy', 'deploy', 'Deployed my-counter'],
    ['coinbase', 'coinbase', 'Mined a block (coinbase)'],
    ['tenureChange', 'tenure-change', 'Tenure change (block found)'],
    ['poisonMicroblock', 'other', 'Reported a conflicting microblock (poison microblock)'],
  ] as const)('says %s', (name, kind, words) => {
    expect(describeEntry(name)).toMatchObject({ kind, words, status: 'confirmed' });
  });

  it('keeps a transaction type the app does not know yet, by its name', () => {
    const future = variant('poisonMicroblock', { tx_type: 'tenure_rotation' });
    expect(describeActivity(future, context)).toMatchObject({
      kind: 'other',
      words: 'A transaction of type tenure_rotation',
    });
  });
});

describe('describeActivity: failures and drops', () => {
  it('says why pox-5 refused a stake, in words, and that nothing moved', () => {
    const entry = describeEntry('failedStake');
    expect(entry.status).toBe('failed');
    expect(entry.words).toBe('Staked 50 STX with Fast Pool');
    expect(entry.failureReason).toMatch(/^ERR_STAKE_IN_PREPARE_PHASE: changes are closed/);
    expect(entry.amounts).toEqual([]);
    expect(entry.feeMicroStx).toBe(3000n);
  });

  it('says a deploy the VM refused with the VM’s words, or plainly when it gave none', () => {
    const refused = (vmError: string | null) =>
      describeActivity(
        variant('deploy', {
          tx_status: 'abort_by_response',
          tx_result: { hex: '0x09', repr: 'none' },
          vm_error: vmError,
        }),
        context,
      ).failureReason;
    expect(refused('use of unresolved function')).toBe(
      'The contract could not be deployed: use of unresolved function',
    );
    expect(refused(null)).toBe('The contract could not be deployed.');
  });

  it('says a post-condition stopped a transfer', () => {
    const entry = describeEntry('postConditionAbort');
    expect(entry.status).toBe('failed');
    expect(entry.failureReason).toBe('A post-condition stopped it; nothing moved but the fee.');
  });

  it('says a contract that is not staking refused, with its result and the VM’s words', () => {
    const refused = variant('swap', {
      tx_status: 'abort_by_response',
      tx_result: { hex: '0x08', repr: '(err u1001)' },
      vm_error: 'runtime error',
    });
    expect(describeActivity(refused, context).failureReason).toBe(
      'The contract refused it: (err u1001). runtime error',
    );
  });

  it('reads a failed claim with the staking tables only on a listed manager, named as refusing', () => {
    const failedClaim = (contractId: string, repr: string) =>
      describeActivity(
        variant(
          'claim',
          {
            contract_call: { ...activityEntries.claim.tx.contract_call, contract_id: contractId },
            tx_status: 'abort_by_response',
            tx_result: { hex: '0x08', repr },
          },
          { ft_transfers: [] },
        ),
        context,
      ).failureReason;
    const unrelated = 'SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.lottery';
    // Not a manager: its u1012 is its own, not a manager's "payout address required".
    expect(failedClaim(unrelated, '(err u1012)')).toBe('The contract refused it: (err u1012).');
    // A listed manager refused: it is named, not the staker in the first argument.
    expect(failedClaim(FAST_POOL_MANAGER, '(err u99999)')).toBe(
      `Rejected by ${FAST_POOL_MANAGER}, code u99999.`,
    );
  });

  it.each([
    ['dropped_replace_by_fee', 'It was replaced by another transaction with the same nonce.'],
    ['dropped_too_expensive', 'The network dropped it: its fee was too low.'],
    ['dropped_stale_garbage_collect', 'The network dropped it after it waited too long.'],
    ['dropped_problematic', 'The network dropped it as problematic.'],
  ])('says a transaction %s was dropped and why', (status, reason) => {
    const dropped = accountTransactionSchema.parse({ ...pendingTransfer, tx_status: status });
    expect(describeActivity(dropped, context)).toMatchObject({
      status: 'dropped',
      failureReason: reason,
    });
  });

  it('still says a status the API adds later', () => {
    const odd = accountTransactionSchema.parse({ ...pendingTransfer, tx_status: 'abort_by_fork' });
    expect(describeActivity(odd, context)).toMatchObject({
      status: 'failed',
      failureReason: 'The network reports it as abort_by_fork.',
    });
  });
});

describe('describeActivity: the claim of a native pool manager', () => {
  it('reads the cycle of a claim with no staker argument', () => {
    const nativeClaim = variant(
      'claim',
      {
        contract_call: {
          contract_id: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-signer-manager',
          function_name: 'claim-staker-rewards',
          function_signature: '',
          function_args: [
            { hex: '0x01', repr: 'u145', name: '', type: '' },
            { hex: '0x09', repr: 'none', name: '', type: '' },
          ],
        },
      },
      { ft_transfers: [] },
    );
    expect(describeActivity(nativeClaim, context).words).toBe(
      'Claimed rewards from Stacking DAO for cycle 145',
    );
  });

  it('says a claim a keeper sent for this account as rewards received', () => {
    const keeper = variant('claim', { sender_address: OTHER });
    expect(describeActivity(keeper, context)).toMatchObject({
      kind: 'claim-rewards',
      words: 'Received 0.0004 sBTC of rewards from Fast Pool',
      feeMicroStx: 0n,
    });
  });

  it('does not take a claim for another staker for this account’s', () => {
    const args = activityEntries.claim.tx.contract_call.function_args;
    const forOther = variant(
      'claim',
      {
        sender_address: OTHER,
        contract_call: {
          ...activityEntries.claim.tx.contract_call,
          function_args: [{ ...args[0], repr: `'${OTHER}` }, args[1], args[2]],
        },
      },
      { ft_transfers: [] },
    );
    expect(describeActivity(forOther, context).kind).toBe('contract-call');
    expect(FAST_POOL_MANAGER).toBe(activityEntries.claim.tx.contract_call.contract_id);
  });
});

describe('describeActivity: the sBTC of the network shown', () => {
  const TESTNET_SBTC = sbtcContracts('testnet').token;
  const MAINNET_SBTC_ASSET = `${sbtcContracts('mainnet').token}::sbtc-token`;
  const onTestnet: DescribeActivityContext = {
    ...context,
    networkKind: 'testnet',
    sbtcToken: TESTNET_SBTC,
  };
  /** The claim of rewards, paid in testnet's sBTC. */
  const testnetClaim = variant(
    'claim',
    {},
    {
      ft_transfers: activityEntries.claim.ft_transfers.map((transfer) => ({
        ...transfer,
        asset_identifier: `${TESTNET_SBTC}::sbtc-token`,
      })),
    },
  );

  it('says testnet’s sBTC as sBTC on testnet, in a claim’s words and its amount', () => {
    const entry = describeActivity(testnetClaim, onTestnet);
    expect(entry.words).toMatch(/^Claimed 0\.0004 sBTC from /);
    expect(entry.amounts).toEqual([
      { direction: 'in', baseUnits: 40_000n, decimals: 8, unit: 'sBTC' },
    ]);
  });

  it('does not take mainnet’s sBTC contract for sBTC on testnet', () => {
    const entry = describeEntry('claim', onTestnet);
    expect(entry.words).toMatch(/^Claimed rewards from .+ for cycle 146$/);
    expect(entry.amounts).toEqual([
      { direction: 'in', baseUnits: 40_000n, decimals: undefined, unit: MAINNET_SBTC_ASSET },
    ]);
  });

  it('does not take testnet’s sBTC contract for sBTC on mainnet', () => {
    const entry = describeActivity(testnetClaim, context);
    expect(entry.words).toBe('Claimed rewards from Fast Pool for cycle 146');
    expect(entry.amounts).toEqual([
      {
        direction: 'in',
        baseUnits: 40_000n,
        decimals: undefined,
        unit: `${TESTNET_SBTC}::sbtc-token`,
      },
    ]);
  });
});
