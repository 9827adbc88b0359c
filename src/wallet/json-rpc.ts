import { z } from 'zod';

// JSON-RPC 2.0 envelopes as wallets speak them (docs/wallet-protocol.md#methods: jsonrpc, method,
// params, id).

export interface JsonRpcRequest<Method extends string, Params> {
  jsonrpc: '2.0';
  id: string;
  method: Method;
  params: Params;
}

const idSchema = z.union([z.string(), z.number(), z.null()]);

const jsonRpcErrorSchema = z.object({
  code: z.number(),
  message: z.string().catch(''),
  data: z.unknown().optional(),
});

/** A successful response; `result` is checked by the method's own schema afterwards. */
export const jsonRpcSuccessSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema.optional(),
  result: z.unknown(),
});

export const jsonRpcFailureSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: idSchema.optional(),
  error: jsonRpcErrorSchema,
});

export function createJsonRpcRequest<Method extends string, Params>(
  method: Method,
  params: Params,
): JsonRpcRequest<Method, Params> {
  return { jsonrpc: '2.0', id: crypto.randomUUID(), method, params };
}
