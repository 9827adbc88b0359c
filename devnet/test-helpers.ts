// Tests read the API's JSON loosely and let the assertions check its shape.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any */
// Helpers shared by the devnet tests: signing with the devnet accounts and HTTP calls.
import {
  makeContractCall,
  makeContractDeploy,
  makeSTXTokenTransfer,
  PostConditionMode,
} from '@stacks/transactions';
import type { ClarityValue, PostCondition } from '@stacks/transactions';

export async function transfer(opts: {
  key: string;
  to: string;
  amount: bigint | number;
  nonce: number;
  fee?: number;
  memo?: string;
}) {
  return makeSTXTokenTransfer({
    recipient: opts.to,
    amount: BigInt(opts.amount),
    senderKey: opts.key,
    network: 'devnet',
    nonce: BigInt(opts.nonce),
    fee: BigInt(opts.fee ?? 200),
    memo: opts.memo,
  });
}

export async function call(opts: {
  key: string;
  contract: string;
  fn: string;
  args: ClarityValue[];
  nonce: number;
  fee?: number;
  postConditions?: PostCondition[];
  deny?: boolean;
}) {
  const [contractAddress = '', contractName = ''] = opts.contract.split('.');
  return makeContractCall({
    contractAddress,
    contractName,
    functionName: opts.fn,
    functionArgs: opts.args,
    senderKey: opts.key,
    network: 'devnet',
    nonce: BigInt(opts.nonce),
    fee: BigInt(opts.fee ?? 3000),
    postConditionMode: opts.deny ? PostConditionMode.Deny : PostConditionMode.Allow,
    postConditions: opts.postConditions ?? [],
    validateWithAbi: false,
  });
}

export async function deploy(opts: {
  key: string;
  name: string;
  source: string;
  nonce: number;
  fee?: number;
}) {
  return makeContractDeploy({
    contractName: opts.name,
    codeBody: opts.source,
    senderKey: opts.key,
    network: 'devnet',
    nonce: BigInt(opts.nonce),
    fee: BigInt(opts.fee ?? 10_000),
    postConditionMode: PostConditionMode.Allow,
  });
}

export function http(base: string) {
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof Uint8Array) init.body = body as BodyInit;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    const res = await fetch(`${base}${path}`, init);
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  };
  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
    request,
    broadcast: (tx: { serialize(): string }) =>
      request('POST', '/v2/transactions', { tx: tx.serialize() }),
  };
}
