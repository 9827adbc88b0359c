import type { ContractDeployRequest } from '@/stacks/contract-deploy-request';
import {
  CONTRACT_CODE_MAX_BYTES,
  DEPLOYABLE_CONTRACT_NAME_MAX_CHARS,
  findNonAsciiContractCode,
  isContractCodeWithinLimit,
  isDeployableContractName,
  isValidContractName,
  utf8ByteLength,
  VALIDATION_MESSAGES,
} from '@/wallet/stacks-limits';
import { readClarityVersion } from './clarity-versions';
import { formatNumber } from '@/lib/format-number';

// The Deploy a contract form's rules: the stx_deployContract schema's (stacks-limits.ts, so the
// form never accepts what the request refuses), the node's own rule for a new contract's name,
// and what only the page knows — a name this account has already used.

export interface DeployContractValues {
  contractName: string;
  clarityCode: string;
  /** "1" … "6", as the Select gives it. */
  clarityVersion: string;
}

export interface DeployContractContext {
  /** A name the node says this account has already deployed. */
  takenName?: string | undefined;
}

type DeployContractErrors = Partial<Record<keyof DeployContractValues, string>>;

export type DeployContractValidation =
  { valid: true; request: ContractDeployRequest } | { valid: false; errors: DeployContractErrors };

const NAME_CHARACTERS = /^[a-zA-Z0-9_-]*$/;

function nameError(name: string, context: DeployContractContext): string | undefined {
  if (!name) return 'Enter a name for the contract';
  if (!/^[a-zA-Z]/.test(name)) return 'Start the name with a letter';
  if (!NAME_CHARACTERS.test(name)) return 'Use only letters, digits, - and _ in the name';
  if (name.length > DEPLOYABLE_CONTRACT_NAME_MAX_CHARS) {
    return `At most ${DEPLOYABLE_CONTRACT_NAME_MAX_CHARS} characters; this name has ${name.length}`;
  }
  // Implied by the rules above; kept so the form can never drift from the request's schema.
  if (!isDeployableContractName(name) || !isValidContractName(name)) {
    return 'This is not a name a contract can have';
  }
  if (name === context.takenName) {
    return `You have already deployed a contract named ${name}; choose another name`;
  }
  return undefined;
}

/** How a refused character reads: itself when it can be seen, always with its code point. */
function describeCharacter(character: string): string {
  const codePoint = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return /\p{L}|\p{N}|\p{P}|\p{S}/u.test(character) ? `“${character}” (${codePoint})` : codePoint;
}

function codeError(code: string): string | undefined {
  // A regex stops at the first visible character; trim() would copy 100 KB per keystroke.
  if (!/\S/.test(code)) return 'Enter the contract’s Clarity code';
  if (!isContractCodeWithinLimit(code)) {
    return `${VALIDATION_MESSAGES.contractCode}: at most ${formatNumber(CONTRACT_CODE_MAX_BYTES)} bytes, this code has ${formatNumber(utf8ByteLength(code))}`;
  }
  const refused = findNonAsciiContractCode(code);
  if (refused) {
    return `Line ${refused.line}, column ${refused.column}: ${describeCharacter(refused.character)} cannot be deployed. Contract code is plain ASCII; write other characters as \\u{…} escapes in u"…" strings`;
  }
  return undefined;
}

export function validateDeployContract(
  values: DeployContractValues,
  context: DeployContractContext = {},
): DeployContractValidation {
  const contractName = values.contractName.trim();
  const errors: DeployContractErrors = {};
  const nameProblem = nameError(contractName, context);
  if (nameProblem) errors.contractName = nameProblem;
  const codeProblem = codeError(values.clarityCode);
  if (codeProblem) errors.clarityCode = codeProblem;
  const clarityVersion = readClarityVersion(values.clarityVersion);
  if (clarityVersion === undefined) errors.clarityVersion = 'Choose a Clarity version';

  if (clarityVersion === undefined || Object.keys(errors).length > 0) {
    return { valid: false, errors };
  }
  return {
    valid: true,
    request: { contractName, clarityCode: values.clarityCode, clarityVersion },
  };
}
