import type { ClarityValue } from '@stacks/transactions';
import { argumentInputKind, readAbiArgument } from '@/stacks/clarity/abi-argument';
import type { ContractInterface } from '@/stacks/clarity/clarity-abi';

// A function's arguments as typed in the form → the Clarity values the call carries, each checked
// against its type by readAbiArgument (ranges, lengths, tuple keys, list sizes…).

/** One function of a contract's interface, as the node describes it. */
export type ClarityAbiFunction = ContractInterface['functions'][number];

/** The form's text per argument name. */
export type ArgumentTexts = Readonly<Record<string, string>>;

export type FunctionArgumentsReading =
  { valid: true; values: ClarityValue[] } | { valid: false; errors: Record<string, string> };

/** What a fresh form holds: `false` for a bool (its switch starts off), empty text otherwise. */
export function initialArgumentTexts(fn: ClarityAbiFunction): Record<string, string> {
  return Object.fromEntries(
    fn.args.map((arg) => [arg.name, argumentInputKind(arg.type) === 'bool' ? 'false' : '']),
  );
}

export function readFunctionArguments(
  fn: ClarityAbiFunction,
  texts: ArgumentTexts,
): FunctionArgumentsReading {
  const values: ClarityValue[] = [];
  const errors: Record<string, string> = {};
  for (const arg of fn.args) {
    const reading = readAbiArgument(arg.type, texts[arg.name] ?? '');
    if (reading.ok) values.push(reading.value);
    else errors[arg.name] = reading.message;
  }
  return Object.keys(errors).length > 0 ? { valid: false, errors } : { valid: true, values };
}
