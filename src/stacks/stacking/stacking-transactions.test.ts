import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Cl, cvToString, serializeCV } from '@stacks/transactions';
import type { NetworkKind } from '@/config/networks';
import { parseBtcRewardAddress, type PoxAddress } from '../staking/pox-address';
import { stackingProtocols, type PooledProtocol } from './stacking-protocols';
import {
  allowContractCallerCall,
  delegateStxCall,
  describeClarityArgs,
  liquidDepositCall,
  revokeDelegateStxCall,
} from './stacking-transactions';
import { untilBurnHeight, type DelegationDuration } from './until-burn-height';

const NETWORKS: NetworkKind[] = ['mainnet', 'devnet'];
const POOLS = NETWORKS.flatMap((network) =>
  stackingProtocols(network).pools.map((pool) => ({ network, pool })),
);
const LIQUID = NETWORKS.flatMap((network) =>
  stackingProtocols(network).liquid.map((protocol) => ({ network, protocol })),
);
const split = (id: string) => {
  const [address = '', name = ''] = id.split('.');
  return { address, name };
};

// A BIP-173 p2wpkh address: hash 751e76e8…, pox version 0x04.
const REWARD_HASH = '751e76e8199196d454941c45d1b3a323f1433bd6';
const reward = (network: NetworkKind): PoxAddress => {
  const address = {
    mainnet: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    testnet: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    devnet: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  }[network];
  const check = parseBtcRewardAddress(address, network);
  if (!check.valid) throw new Error(check.message);
  return check.poxAddress;
};
const rewardTuple = Cl.tuple({
  version: Cl.bufferFromHex('04'),
  hashbytes: Cl.bufferFromHex(REWARD_HASH),
});

describe('registries', () => {
  it('have wrappers and pox4-pools on mainnet and devnet (or these tests would test nothing)', () => {
    for (const network of NETWORKS) {
      const kinds = stackingProtocols(network).pools.map((pool) => pool.kind);
      expect(kinds).toContain('wrapper');
      expect(kinds).toContain('pox4-pools');
      expect(
        stackingProtocols(network)
          .liquid.map((p) => p.slug)
          .sort(),
      ).toEqual(['lisa', 'stacking-dao']);
    }
  });
});

describe.each(POOLS)('$network $pool.slug', ({ network, pool }) => {
  const pox4 = stackingProtocols(network).pox4;
  const amount = pool.minMicroStx + 123n;

  it('allow-contract-caller names the pool contract, with no end height', () => {
    const { address, name } = split(pool.contract);
    expect(allowContractCallerCall(pox4, pool)).toEqual({
      contract: pox4,
      functionName: 'allow-contract-caller',
      functionArgs: [Cl.contractPrincipal(address, name), Cl.none()],
      postConditions: [],
      postConditionMode: 'deny',
    });
  });

  if (pool.kind === 'wrapper') {
    it('delegate-stx (amount) on the wrapper, never without its argument', () => {
      const tx = delegateStxCall({
        pool,
        amountMicroStx: amount,
        untilBurnHeight: undefined,
        rewardPoxAddress: undefined,
      });
      expect(tx).toEqual({
        contract: pool.contract,
        functionName: 'delegate-stx',
        functionArgs: [Cl.uint(amount)],
        postConditions: [],
        postConditionMode: 'deny',
      });
      expect(describeClarityArgs(tx)).toEqual([`u${amount.toString()}`]);
    });

    it('refuses a duration: a wrapper delegates indefinitely', () => {
      expect(() =>
        delegateStxCall({
          pool,
          amountMicroStx: amount,
          untilBurnHeight: 2100n,
          rewardPoxAddress: undefined,
        }),
      ).toThrow(/takes no duration/);
      expect(pool.durationChoice).toBe(false);
    });
  } else {
    const facts = {
      firstBurnchainBlockHeight: 666_050,
      currentCycle: 101,
      rewardCycleLength: 2100,
    };
    it.each<[DelegationDuration, string]>([
      ['indefinite', 'none'],
      [1, '(some u882350)'],
      [12, '(some u905450)'],
    ])('delegate-stx with 6 arguments, duration %s → until %s', (duration, untilRepr) => {
      const until = untilBurnHeight({ ...facts, duration });
      const tx = delegateStxCall({
        pool,
        amountMicroStx: amount,
        untilBurnHeight: until,
        rewardPoxAddress: reward(network),
      });
      expect(tx).toEqual({
        contract: pool.contract,
        functionName: 'delegate-stx',
        functionArgs: [
          Cl.uint(amount),
          Cl.principal(pool.delegateTo ?? 'missing'),
          until === undefined ? Cl.none() : Cl.some(Cl.uint(until)),
          Cl.none(),
          rewardTuple,
          Cl.none(),
        ],
        postConditions: [],
        postConditionMode: 'deny',
      });
      expect(describeClarityArgs(tx)).toEqual([
        `u${amount.toString()}`,
        pool.delegateTo,
        untilRepr,
        'none',
        `(tuple (version 0x04) (hashbytes 0x${REWARD_HASH}))`,
        'none',
      ]);
      expect(pool.durationChoice).toBe(true);
    });

    it('refuses to delegate without a reward address or a pool address', () => {
      const base = { pool, amountMicroStx: amount, untilBurnHeight: undefined };
      expect(() => delegateStxCall({ ...base, rewardPoxAddress: undefined })).toThrow(
        /reward Bitcoin address/,
      );
      const noOperator: PooledProtocol = { ...pool, delegateTo: undefined };
      expect(() =>
        delegateStxCall({ ...base, pool: noOperator, rewardPoxAddress: reward(network) }),
      ).toThrow(/no pool address/);
    });
  }

  it('refuses a zero or oversized amount', () => {
    const base = {
      pool,
      untilBurnHeight: undefined,
      rewardPoxAddress: pool.kind === 'wrapper' ? undefined : reward(network),
    };
    expect(() => delegateStxCall({ ...base, amountMicroStx: 0n })).toThrow(RangeError);
    expect(() => delegateStxCall({ ...base, amountMicroStx: -1n })).toThrow(RangeError);
    expect(() => delegateStxCall({ ...base, amountMicroStx: 1n << 64n })).toThrow(RangeError);
  });
});

describe('revoke-delegate-stx', () => {
  it.each(['mainnet', 'testnet', 'devnet'] as const)('on %s takes no argument', (network) => {
    const pox4 = stackingProtocols(network).pox4;
    expect(revokeDelegateStxCall(pox4)).toEqual({
      contract: pox4,
      functionName: 'revoke-delegate-stx',
      functionArgs: [],
      postConditions: [],
      postConditionMode: 'deny',
    });
  });

  it('refuses something that is not a contract id', () => {
    expect(() => revokeDelegateStxCall('pox-4')).toThrow(TypeError);
  });
});

describe.each(LIQUID)('$network liquid $protocol.slug', ({ protocol }) => {
  const sender = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
  const amount = 25_000_000n;
  const tx = liquidDepositCall({ protocol, amountMicroStx: amount, sender });

  it('sends at most the amount, in deny mode', () => {
    expect(tx.postConditions).toEqual([
      { type: 'stx-postcondition', address: sender, condition: 'lte', amount: '25000000' },
    ]);
    expect(tx.postConditionMode).toBe('deny');
    expect(tx.contract).toBe(protocol.contract);
  });

  if (protocol.slug === 'lisa') {
    it('request-mint (amount)', () => {
      expect(tx.functionName).toBe('request-mint');
      expect(tx.functionArgs).toEqual([Cl.uint(amount)]);
    });
  } else {
    it('deposit with mainnet stacking-dao-core’s seven arguments', () => {
      const { address } = split(protocol.contract);
      expect(tx.functionName).toBe('deposit');
      expect(tx.functionArgs).toEqual([
        Cl.contractPrincipal(address, 'reserve-v1'),
        Cl.contractPrincipal(address, 'commission-v2'),
        Cl.contractPrincipal(address, 'staking-v0'),
        Cl.contractPrincipal(address, 'direct-helpers-v4'),
        Cl.uint(amount),
        Cl.none(),
        Cl.none(),
      ]);
    });
  }

  it('refuses a zero amount', () => {
    expect(() => liquidDepositCall({ protocol, amountMicroStx: 0n, sender })).toThrow(RangeError);
  });
});

it('mainnet Stacking DAO deposit names the mainnet helper contracts', () => {
  const [protocol] = stackingProtocols('mainnet').liquid.filter((p) => p.slug === 'stacking-dao');
  if (!protocol) throw new Error('no Stacking DAO on mainnet');
  const tx = liquidDepositCall({
    protocol,
    amountMicroStx: 1_000_000n,
    sender: 'SP000000000000000000002Q6VF78',
  });
  expect(describeClarityArgs(tx)).toEqual([
    'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.reserve-v1',
    'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.commission-v2',
    'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.staking-v0',
    'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.direct-helpers-v4',
    'u1000000',
    'none',
    'none',
  ]);
});

describe('amounts are sent exactly', () => {
  const [wrapper] = stackingProtocols('mainnet').pools.filter((p) => p.kind === 'wrapper');
  const [lisa] = stackingProtocols('mainnet').liquid.filter((p) => p.slug === 'lisa');

  it('a uint argument is the amount’s 16 big-endian bytes (up to u64, a post-condition’s limit), with no rounding', () => {
    if (!wrapper || !lisa) throw new Error('registry changed');
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: (1n << 64n) - 1n }), (amount) => {
        const delegate = delegateStxCall({
          pool: wrapper,
          amountMicroStx: amount,
          untilBurnHeight: undefined,
          rewardPoxAddress: undefined,
        });
        const [arg] = delegate.functionArgs;
        if (!arg) throw new Error('no argument');
        expect(serializeCV(arg)).toBe(`01${amount.toString(16).padStart(32, '0')}`);
        expect(cvToString(arg)).toBe(`u${amount.toString()}`);
        const mint = liquidDepositCall({
          protocol: lisa,
          amountMicroStx: amount,
          sender: 'SP000000000000000000002Q6VF78',
        });
        expect(mint.functionArgs).toEqual([Cl.uint(amount)]);
        expect(mint.postConditions[0]).toMatchObject({ amount: amount.toString() });
      }),
    );
  });

  it('40 STX serializes as documented', () => {
    if (!wrapper) throw new Error('registry changed');
    const tx = delegateStxCall({
      pool: wrapper,
      amountMicroStx: 40_000_000n,
      untilBurnHeight: undefined,
      rewardPoxAddress: undefined,
    });
    expect(tx.functionArgs.map((arg) => serializeCV(arg))).toEqual([
      '0100000000000000000000000002625a00',
    ]);
  });
});
