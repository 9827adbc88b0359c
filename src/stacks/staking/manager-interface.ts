import type { ActiveNetwork } from '../active-network';
import { fetchContractInterface } from '../api/contract-interface';
import type { ContractInterface } from '../clarity/clarity-abi';

// A manager's design, read from its interface (GET /v2/contracts/interface, through the one
// reader in ../api/contract-interface.ts). Clarity checks a contract passed as a trait argument
// against the trait's signatures, not against an `impl-trait` line, so "implements
// signer-manager-trait" means it defines `validate-stake!` with exactly the trait's types
// (pox-5.clar lines 392–398). The same answer says which claim a manager offers and whether a
// native-pool wrapper has the functions the app calls (mainnet's signatures are unconfirmed, so
// they are checked first).

/** Equality of two JSON values (the ABI's types are plain JSON). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

const UINT = 'uint128';

/** `(validate-stake! (principal uint uint uint uint bool (optional (buff 500))) (response bool uint))` */
const VALIDATE_STAKE = {
  args: ['principal', UINT, UINT, UINT, UINT, 'bool', { optional: { buffer: { length: 500 } } }],
  output: { response: { ok: 'bool', error: UINT } },
};

function hasFunction(
  iface: ContractInterface,
  name: string,
  access: 'public' | 'read_only',
  args: readonly unknown[],
  output?: unknown,
): boolean {
  return iface.functions.some(
    (fn) =>
      fn.name === name &&
      fn.access === access &&
      jsonEqual(
        fn.args.map((arg) => arg.type),
        args,
      ) &&
      (output === undefined || jsonEqual(fn.outputs.type, output)),
  );
}

export interface ManagerInterface {
  /** Defines the trait's `validate-stake!`: pox-5 accepts it as `signer-manager`. */
  implementsTrait: boolean;
  /** `claim-staker-rewards`: the reference's (staker, cycle, bond?), a native pool's
   * (cycle, bond?) paying the sender, or none the app knows. */
  claim: 'reference' | 'native-pool' | undefined;
  /** Permissionless pull `claim-rewards ((list 6 uint), uint)`. */
  canPull: boolean;
  /** Read-only `get-earned-staker-rewards (principal, uint, (optional uint))`. */
  earnedReader: boolean;
  /** Keeps its fee in a `fees-bips` data var (manager-fee.ts). */
  feesBips: boolean;
  /** Fast Pool's max500 design (devnet/vendor/managers/fastpool-max500-signer-manager.clar):
   * read-only `get-pending-fees ()` (the active rate and a queued change; its `fees-bips` var is
   * not the rate in force), `get-payout-config (principal)` instead of `get-pox-addr`, and
   * `get-pending-payout (principal)`, the settled balance its `claim-staker-rewards` pays out with
   * the cycle. */
  max500: boolean;
}

const OPTIONAL_UINT = { optional: UINT };

export function readManagerInterface(iface: ContractInterface): ManagerInterface {
  const claim = hasFunction(iface, 'claim-staker-rewards', 'public', [
    'principal',
    UINT,
    OPTIONAL_UINT,
  ])
    ? 'reference'
    : hasFunction(iface, 'claim-staker-rewards', 'public', [UINT, OPTIONAL_UINT])
      ? 'native-pool'
      : undefined;
  return {
    implementsTrait: hasFunction(
      iface,
      'validate-stake!',
      'public',
      VALIDATE_STAKE.args,
      VALIDATE_STAKE.output,
    ),
    claim,
    canPull: hasFunction(iface, 'claim-rewards', 'public', [
      { list: { type: UINT, length: 6 } },
      UINT,
    ]),
    earnedReader: hasFunction(iface, 'get-earned-staker-rewards', 'read_only', [
      'principal',
      UINT,
      OPTIONAL_UINT,
    ]),
    feesBips: iface.variables.some((variable) => variable.name === 'fees-bips'),
    max500:
      hasFunction(iface, 'get-pending-fees', 'read_only', [], {
        tuple: [
          { name: 'activation-cycle', type: UINT },
          { name: 'active-bips', type: UINT },
          { name: 'pending-bips', type: UINT },
        ],
      }) &&
      hasFunction(iface, 'get-payout-config', 'read_only', ['principal']) &&
      hasFunction(iface, 'get-pending-payout', 'read_only', ['principal'], UINT),
  };
}

/** A function's arguments by name and Clarity type, as the ABI lists them. */
function hasNamedFunction(
  iface: ContractInterface,
  name: string,
  args: readonly (readonly [string, unknown])[],
): boolean {
  return iface.functions.some(
    (fn) =>
      fn.name === name &&
      fn.access === 'public' &&
      jsonEqual(
        fn.args.map((arg) => [arg.name, arg.type]),
        args,
      ),
  );
}

/** The wrapper functions build-stake / build-stake-update / build-unstake send, with their
 * arguments in order. The names are checked too: mainnet's signatures are unconfirmed
 * (docs/staking-pox-5.md docs/staking-pox-5.md#signer-managers,
 * docs/staking-pox-5.md#liquid-stacking), and two uints swapped would pass a type check while
 * staking the wrong amount. */
const NATIVE_POOL_WRAPPER_FUNCTIONS = [
  {
    name: 'delegate',
    args: [
      ['amount-ustx', UINT],
      ['num-cycles', UINT],
      ['start-burn-ht', UINT],
    ],
  },
  {
    name: 'delegate-update',
    args: [
      ['cycles-to-extend', UINT],
      ['amount-increase', UINT],
    ],
  },
  { name: 'undelegate', args: [] },
] as const satisfies readonly { name: string; args: readonly (readonly [string, unknown])[] }[];

/** The wrapper functions the app would call that the contract lacks (or defines otherwise);
 * empty for a native-pool wrapper the app can call (helper brief, `native-pool-v1`). */
export function missingWrapperFunctions(iface: ContractInterface): string[] {
  return NATIVE_POOL_WRAPPER_FUNCTIONS.filter(
    (fn) => !hasNamedFunction(iface, fn.name, fn.args),
  ).map((fn) => fn.name);
}

export function isNativePoolWrapper(iface: ContractInterface): boolean {
  return missingWrapperFunctions(iface).length === 0;
}

/** The manager's design, or undefined when the network has no such contract. */
export async function fetchManagerInterface(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  manager: string,
  signal?: AbortSignal,
): Promise<ManagerInterface | undefined> {
  const answer = await fetchContractInterface(network, manager, signal);
  return answer.found ? readManagerInterface(answer.contractInterface) : undefined;
}
