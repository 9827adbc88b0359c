import type { Sip018DomainParts } from '@/stacks/message-signing/sip018-domain';
import { isUint128 } from '@/wallet/stacks-limits';

// The SIP-018 domain as typed on Sign a message and Verify a message: the same rules on both, so
// a domain one page signs is one the other reads. Name and version are Clarity string-ascii,
// chain-id a uint (SIP-018 "Domain"; `sip018DomainSchema` in wallet/clarity-schemas.ts).

export interface Sip018DomainValues {
  domainName: string;
  domainVersion: string;
  /** Digits, as typed. */
  chainId: string;
}

export type Sip018DomainErrors = Partial<Record<keyof Sip018DomainValues, string>>;

export type Sip018DomainReading =
  { valid: true; domain: Sip018DomainParts } | { valid: false; errors: Sip018DomainErrors };

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function asciiError(value: string, what: string): string | undefined {
  if (value === '') return `Enter the ${what}`;
  if (!PRINTABLE_ASCII.test(value)) return `The ${what} takes ASCII letters, digits and signs only`;
  return undefined;
}

export function readSip018Domain(values: Sip018DomainValues): Sip018DomainReading {
  const errors: Sip018DomainErrors = {};
  const nameError = asciiError(values.domainName, 'app name');
  if (nameError) errors.domainName = nameError;
  const versionError = asciiError(values.domainVersion, 'version');
  if (versionError) errors.domainVersion = versionError;
  const chainId = values.chainId.trim();
  if (chainId === '') errors.chainId = 'Enter the chain ID';
  else if (!/^\d+$/.test(chainId) || !isUint128(chainId)) {
    errors.chainId = 'The chain ID is a whole number (mainnet 1, testnet 2147483648)';
  }
  if (Object.keys(errors).length > 0) return { valid: false, errors };
  return {
    valid: true,
    domain: { name: values.domainName, version: values.domainVersion, chainId: BigInt(chainId) },
  };
}
