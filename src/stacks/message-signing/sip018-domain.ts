import { Cl, ClarityType, type ClarityValue, type TupleCV } from '@stacks/transactions';

/** A SIP-018 domain read from what a person typed; the chain id as a bigint (a uint). */
export interface Sip018DomainParts {
  name: string;
  version: string;
  chainId: bigint;
}

/** SIP-018's domain tuple `{name: ascii, version: ascii, chain-id: uint}`. */
export function sip018Domain({ name, version, chainId }: Sip018DomainParts): TupleCV {
  return Cl.tuple({
    name: Cl.stringAscii(name),
    version: Cl.stringAscii(version),
    'chain-id': Cl.uint(chainId),
  });
}

/** True when `value` has SIP-018's domain shape (extra keys are allowed, as the SIP says). */
export function isSip018Domain(value: ClarityValue): boolean {
  if (value.type !== ClarityType.Tuple) return false;
  const { name, version } = value.value;
  return (
    name?.type === ClarityType.StringASCII &&
    version?.type === ClarityType.StringASCII &&
    value.value['chain-id']?.type === ClarityType.UInt
  );
}
