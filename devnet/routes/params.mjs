// Validation of path parameters shared by the routes.
import { c32addressDecode } from 'c32check';
import { CONTRACT_NAME } from '../clarity.mjs';
import { HttpError } from '../http.mjs';

/** A standard (ST…) or contract (ST….name) principal, or a 400. @param {unknown} value */
export function principalParam(value) {
  // Any JSON reaches here: only a string can be a principal.
  const text = typeof value === 'string' ? value : '';
  const [address, name, extra] = text.split('.');
  let ok = extra === undefined && (name === undefined || CONTRACT_NAME.test(name));
  try {
    c32addressDecode(address ?? '');
  } catch {
    ok = false;
  }
  if (!ok) {
    throw new HttpError(
      400,
      'InvalidPrincipal',
      `not a Stacks principal: ${JSON.stringify(value)}`,
    );
  }
  return text;
}

/**
 * A Clarity name (a data variable's, a map's): stacks-core's `CLARITY_NAME_REGEX`
 * (clarity/src/vm/representations.rs), at most 128 characters; or a 400.
 * @param {string | undefined} value
 */
export function clarityNameParam(value) {
  const name = value ?? '';
  if (!/^[a-zA-Z]([a-zA-Z0-9]|[-_!?+<>=/*]){0,127}$/.test(name) && !/^[-+=/*]$|^[<>]=?$/.test(name))
    throw new HttpError(400, 'InvalidClarityName', `not a Clarity name: ${name}`);
  return name;
}

/**
 * `address.name` of a contract from two path parameters, or a 400.
 * @param {string | undefined} address @param {string | undefined} name
 */
export function contractParam(address, name) {
  if (name === undefined) throw new HttpError(400, 'InvalidContractName', 'no contract name');
  if (!CONTRACT_NAME.test(name))
    throw new HttpError(400, 'InvalidContractName', `not a contract name: ${name}`);
  return principalParam(`${address}.${name}`);
}

/**
 * Bytes of a hex string (with or without 0x), or a 400 naming what was malformed.
 * @param {unknown} value @param {string} what
 */
export function hexParam(value, what) {
  // Any JSON reaches here: a number, an object or nothing is no hex.
  const hex = (typeof value === 'string' ? value : '').replace(/^0x/i, '');
  if (!hex.length || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new HttpError(400, 'BadHex', `${what} is not valid hex`);
  }
  return Buffer.from(hex, 'hex');
}
