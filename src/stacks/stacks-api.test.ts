import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { z } from 'zod';
import { fetchStacksApi, StacksApiError } from './stacks-api';

const API = 'https://api.testnet.hiro.so';
const server = setupTestServer();

const schema = z.object({ burn_block_height: z.number() });
const request = () => fetchStacksApi({ network: { apiUrl: API }, path: '/v2/info', schema });

describe('fetchStacksApi', () => {
  it('returns the parsed answer', async () => {
    server.use(
      http.get(`${API}/v2/info`, () => HttpResponse.json({ burn_block_height: 7, extra: true })),
    );
    await expect(request()).resolves.toEqual({ burn_block_height: 7 });
  });

  it('keeps the path of an API served under one', async () => {
    server.use(
      http.get('https://node.example.com/stacks/v2/info', () =>
        HttpResponse.json({ burn_block_height: 3 }),
      ),
    );
    await expect(
      fetchStacksApi({
        network: { apiUrl: 'https://node.example.com/stacks' },
        path: '/v2/info',
        schema,
      }),
    ).resolves.toEqual({ burn_block_height: 3 });
  });

  it.each([
    [
      'an HTTP error',
      () => new HttpResponse('down', { status: 503, statusText: 'Service Unavailable' }),
      'StacksApiHttpError',
      'The Stacks API answered 503 Service Unavailable',
    ],
    [
      'a malformed body',
      () => new HttpResponse('{oops', { headers: { 'content-type': 'application/json' } }),
      'StacksApiResponseError',
      'The Stacks API sent a malformed answer',
    ],
    [
      'the wrong shape',
      () => HttpResponse.json({ burn_block_height: 'seven' }),
      'StacksApiResponseError',
      'The Stacks API sent an unexpected answer',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      'StacksApiNetworkError',
      'Could not reach the Stacks API at https://api.testnet.hiro.so',
    ],
  ])('turns %s into a typed error with words', async (_label, respond, name, message) => {
    server.use(http.get(`${API}/v2/info`, respond));
    const failure = request();
    await expect(failure).rejects.toBeInstanceOf(StacksApiError);
    await expect(failure).rejects.toMatchObject({ name, message });
  });

  it('gives up on a server that never answers, in words', async () => {
    server.use(http.get(`${API}/v2/info`, () => new Promise<never>(() => undefined)));
    const failure = fetchStacksApi({
      network: { apiUrl: API },
      path: '/v2/info',
      schema,
      timeoutMs: 50,
    });
    await expect(failure).rejects.toMatchObject({
      name: 'StacksApiNetworkError',
      message: 'The Stacks API at https://api.testnet.hiro.so did not answer within 0.05 s',
    });
  });

  it('lets the caller’s own abort through as an abort, not a timeout', async () => {
    server.use(http.get(`${API}/v2/info`, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const failure = fetchStacksApi({
      network: { apiUrl: API },
      path: '/v2/info',
      schema,
      signal: controller.signal,
    });
    controller.abort();
    await expect(failure).rejects.not.toBeInstanceOf(StacksApiError);
  });
});
