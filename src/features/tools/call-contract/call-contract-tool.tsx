import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Select } from '@/design-system/select';
import { Shimmer } from '@/design-system/shimmer';
import { TextInput } from '@/design-system/text-input';
import { principalNetworkError } from '@/wallet/principal-network-error';
import { ReadFailure } from '@/features/tools/shared/read-failure';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork, type ActiveNetwork } from '@/stacks/active-network';
import {
  contractInterfaceQueryOptions,
  type ContractInterfaceResult,
} from '@/stacks/api/contract-interface';
import type { ContractInterface } from '@/stacks/clarity/clarity-abi';
import { checkContractPrincipal } from '@/wallet/stacks-limits';
import { callContractSearch, readCallContractParams } from './call-contract-params';
import { FunctionCallForm } from './function-call-form';
import type { ClarityAbiFunction } from './read-function-arguments';
import styles from './call-contract.module.css';

function contractError(text: string, network: ActiveNetwork): string | undefined {
  if (!text) return 'Enter a contract as address.contract-name';
  const check = checkContractPrincipal(text);
  if (!check.valid) return check.message;
  return principalNetworkError(text, network.kind);
}

/** The functions a person can call: read-only first, then public; private ones are not callable
 * from outside the contract, so they are not offered. */
function callableFunctions(contractInterface: ContractInterface): ClarityAbiFunction[] {
  const { functions } = contractInterface;
  return [
    ...functions.filter((fn) => fn.access === 'read_only'),
    ...functions.filter((fn) => fn.access === 'public'),
  ];
}

/** The pause in typing after which a typed contract is looked up and put in the URL. */
const CONTRACT_SETTLE_MS = 300;

/**
 * The Contract field, with its own copy of the text: a keystroke re-renders only the field. The
 * page hears of the text once typing pauses or the field is left — a lookup and a URL change
 * per keystroke re-rendered the whole page and blocked typing.
 */
function ContractField({
  initial,
  network,
  onSettled,
}: {
  initial: string;
  network: ActiveNetwork;
  onSettled: (contract: string) => void;
}) {
  const [text, setText] = useState(initial);
  const problem = contractError(text.trim(), network);
  const fields = useFieldBinding<{ contract: string }, 'contract'>({
    values: { contract: text },
    problems: problem ? { contract: problem } : {},
    onEdit: (_field, value) => setText(value),
  });
  const contract = fields.bind('contract');
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => settled.current(text.trim()), CONTRACT_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <TextInput
      label="Contract"
      autoComplete="off"
      spellCheck={false}
      className={styles.mono}
      {...contract}
      onBlur={() => {
        contract.onBlur();
        settled.current(text.trim());
      }}
      hint="address.contract-name, e.g. SP000000000000000000002Q6VF78.pox-5"
    />
  );
}

/**
 * Tools › Call a contract: a contract (`address.contract-name`) → its interface from the node →
 * a function → its form. The contract and the function live in the URL (`?contract=…&fn=…`), so
 * a shared link opens with both chosen; typing replaces the URL rather than adding history.
 */
export function CallContractTool() {
  const network = useActiveNetwork();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCallContractParams(searchParams);
  const [contract, setContract] = useState(params.contract.trim());

  const problem = contractError(contract, network);
  const validContract = problem === undefined ? contract : undefined;

  const contractInterface = useQuery({
    ...contractInterfaceQueryOptions(network, validContract ?? ''),
    enabled: validContract !== undefined,
  });

  const choose = (next: { contract: string; fn: string | undefined }) => {
    setSearchParams(callContractSearch(next), { replace: true });
  };

  const functions =
    contractInterface.data?.found === true
      ? callableFunctions(contractInterface.data.contractInterface)
      : [];
  const chosen = functions.find((fn) => fn.name === params.fn);

  return (
    <div className={styles.tool}>
      <ContractField
        initial={params.contract}
        network={network}
        onSettled={(text) => {
          if (text === contract) return;
          setContract(text);
          // A new contract has other functions: the chosen one is forgotten.
          choose({ contract: text, fn: undefined });
        }}
      />
      {validContract === undefined ? null : (
        <ContractFunctions
          contract={validContract}
          network={network}
          query={contractInterface}
          functions={functions}
          chosen={chosen}
          requestedFn={params.fn}
          onChoose={(fn) => choose({ contract: validContract, fn })}
        />
      )}
    </div>
  );
}

function ContractFunctions({
  contract,
  network,
  query,
  functions,
  chosen,
  requestedFn,
  onChoose,
}: {
  contract: string;
  network: ActiveNetwork;
  query: UseQueryResult<ContractInterfaceResult>;
  functions: ClarityAbiFunction[];
  chosen: ClarityAbiFunction | undefined;
  requestedFn: string | undefined;
  onChoose: (fn: string) => void;
}) {
  if (query.isPending) return <Shimmer lines={3} label="Loading the contract’s functions…" />;
  if (query.isError) {
    return (
      <ReadFailure
        title="Could not load the contract"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data.found) {
    return (
      <Banner variant="warning" title={`No contract ${contract} on ${network.name}`}>
        Check the address and the name, or switch to the network it was deployed on.
      </Banner>
    );
  }
  if (functions.length === 0) {
    return (
      <Banner variant="info" title="Nothing to call">
        This contract has no public or read-only functions.
      </Banner>
    );
  }
  return (
    <>
      <Select
        label="Function"
        placeholder="Choose a function…"
        options={functions.map((fn) => ({
          value: fn.name,
          label: fn.name,
          group: fn.access === 'read_only' ? 'Read-only' : 'Public',
        }))}
        value={chosen?.name ?? ''}
        onValueChange={onChoose}
      />
      {requestedFn !== undefined && chosen === undefined ? (
        <Banner variant="warning" title={`No function ${requestedFn} to call`}>
          This contract has no public or read-only function of that name; choose one above.
        </Banner>
      ) : null}
      {chosen ? (
        <FunctionCallForm
          // A new function, contract or network starts a fresh form.
          key={`${network.apiUrl}|${contract}|${chosen.name}`}
          contract={contract}
          fn={chosen}
          network={network}
        />
      ) : null}
    </>
  );
}
