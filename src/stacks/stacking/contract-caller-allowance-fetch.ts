import { Cl } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import {
  callReadOnly,
  readField,
  readHeight,
  readOptional,
  readTuple,
} from '../staking/call-read-only';
import {
  interpretAllowance,
  type ContractCallerAllowance,
  type ContractCallerAllowanceInput,
} from './contract-caller-allowance';
import { fetchPoxInfo } from './pox-info';

// Loaded lazily by contractCallerAllowanceQueryOptions (it pulls in @stacks/transactions).

/** Reads `get-allowance-contract-callers` → `(optional {until-burn-ht: (optional uint)})` and
 * compares its end with the current burn height. */
export async function fetchContractCallerAllowance(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox4, stacker, contract }: ContractCallerAllowanceInput,
  signal?: AbortSignal,
): Promise<ContractCallerAllowance> {
  const what = 'get-allowance-contract-callers';
  const [value, pox] = await Promise.all([
    callReadOnly(
      network,
      {
        contract: pox4,
        functionName: what,
        args: [Cl.principal(stacker), Cl.principal(contract)],
        sender: stacker,
      },
      signal,
    ),
    fetchPoxInfo(network, signal),
  ]);
  const some = readOptional(value, what);
  if (!some) return interpretAllowance(undefined, pox.burnHeight);
  const until = readOptional(readField(readTuple(some, what), 'until-burn-ht', what), what);
  return interpretAllowance(
    { untilBurnHeight: until ? readHeight(until, `${what} until-burn-ht`) : undefined },
    pox.burnHeight,
  );
}
