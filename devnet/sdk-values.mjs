// The Clarinet SDK brings its own copy of @stacks/transactions (7.4; the devnet's is 7.6). A
// Clarity value is the same plain object in both at run time (`{type: 'uint', value: 5n}`, the
// same string `ClarityType`s and numeric Clarity versions: sdk-values.test.ts compares them),
// but TypeScript sees two enum types. Values cross between the SDK and the devnet here, typed.

/**
 * @typedef {import('@stacks/transactions').ClarityValue} ClarityValue
 * @typedef {import('@stacks/clarinet-sdk').ParsedTransactionResult} SdkResult
 * @typedef {SdkResult['result']} SdkClarityValue
 * @typedef {import('@stacks/clarinet-sdk').DeployContractOptions['clarityVersion']} SdkClarityVersion
 */

/** A value the SDK gave, as the devnet's type. @param {SdkClarityValue} value */
export function fromSdk(value) {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- one set of values in both copies (sdk-values.test.ts)
  return /** @type {ClarityValue} */ (/** @type {unknown} */ (value));
}

/** A value for the SDK, as its type. @param {ClarityValue} value */
export function toSdk(value) {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- one set of values in both copies (sdk-values.test.ts)
  return /** @type {SdkClarityValue} */ (/** @type {unknown} */ (value));
}

/** Arguments for the SDK. @param {readonly ClarityValue[]} values */
export const toSdkArgs = (values) => values.map(toSdk);

/**
 * A Clarity version number as the SDK's enum; throws on a number that is no version. Simnet
 * takes versions its copy's enum does not name yet (Epoch 4.0's default, Clarity 6): any whole
 * number from 1 (stacks-core `ClarityVersion`), the VM judges the rest.
 * @param {number} version
 */
export function sdkClarityVersion(version) {
  if (!Number.isInteger(version) || version < 1) throw new Error(`no Clarity version ${version}`);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- one set of values in both copies (sdk-values.test.ts)
  return /** @type {SdkClarityVersion} */ (version);
}

/**
 * The events of a result, as the devnet's type (tx-record.mjs `ClarityEvent`): simnet's event JSON,
 * whose `value` is a ClarityValue of the SDK's copy.
 * @param {SdkResult['events']} events
 */
export function fromSdkEvents(events) {
  return /** @type {import('./tx-record.mjs').ClarityEvent[]} */ (/** @type {unknown} */ (events));
}

/**
 * A block's outcome from the session (`SimnetSession.record`): each entry's result, or null when
 * the block threw (the outcome is then what it threw).
 * @param {unknown} outcome
 * @returns {SdkResult[] | null}
 */
export function blockResults(outcome) {
  return Array.isArray(outcome) ? /** @type {SdkResult[]} */ (outcome) : null;
}
