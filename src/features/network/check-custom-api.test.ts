import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { checkCustomApi, CustomApiCheckError } from './check-custom-api';

const NODE = 'https://node.example.com';
const allowedOrigins = [NODE, 'https://api.hiro.so'];
const nodeInfo = {
  peer_version: 402653196,
  server_version: 'stacks-node 3.1.0.0.0',
  network_id: 2147483648,
  burn_block_height: 90_000,
  stacks_tip_height: 200_000,
};

const server = setupTestServer();

async function refusal(input: string, options: Parameters<typeof checkCustomApi>[1] = {}) {
  const error: unknown = await checkCustomApi(input, { allowedOrigins, ...options }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CustomApiCheckError);
  return (error as CustomApiCheckError).message;
}

describe('checkCustomApi', () => {
  it('accepts a Stacks node and takes its chain id from /v2/info', async () => {
    server.use(http.get(`${NODE}/stacks/v2/info`, () => HttpResponse.json(nodeInfo)));
    await expect(checkCustomApi(`  ${NODE}/stacks/ `, { allowedOrigins })).resolves.toEqual({
      url: `${NODE}/stacks`,
      chainId: 2147483648,
    });
  });

  it('refuses an answer that is not a Stacks node', async () => {
    server.use(
      http.get(`${NODE}/v2/info`, () => HttpResponse.json({ status: 'ok', version: '1.0' })),
    );
    expect(await refusal(NODE)).toBe(
      'https://node.example.com does not answer like a Stacks node: its /v2/info has no chain id and block heights.',
    );
  });

  it('refuses a web page', async () => {
    server.use(http.get(`${NODE}/v2/info`, () => HttpResponse.html('<!doctype html><p>Hi</p>')));
    expect(await refusal(NODE)).toMatch(/does not answer like a Stacks node/);
  });

  it('refuses a malformed body', async () => {
    server.use(
      http.get(
        `${NODE}/v2/info`,
        () =>
          new HttpResponse('{"network_id": 1,', {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    expect(await refusal(NODE)).toMatch(/does not answer like a Stacks node/);
  });

  it('refuses a server error with its status', async () => {
    server.use(http.get(`${NODE}/v2/info`, () => new HttpResponse('boom', { status: 500 })));
    expect(await refusal(NODE)).toBe(
      'https://node.example.com answered /v2/info with HTTP 500: it is not a working Stacks node.',
    );
  });

  it('gives up on a node that does not answer in time', async () => {
    server.use(
      http.get(`${NODE}/v2/info`, async () => {
        await delay('infinite');
        return HttpResponse.json(nodeInfo);
      }),
    );
    // A short limit keeps the test quick; the app uses CUSTOM_API_CHECK_TIMEOUT_MS.
    expect(await refusal(NODE, { timeoutMs: 50 })).toBe(
      'https://node.example.com did not answer within 0.05 seconds.',
    );
  });

  it('says so when the node cannot be reached', async () => {
    server.use(http.get(`${NODE}/v2/info`, () => HttpResponse.error()));
    expect(await refusal(NODE)).toMatch(/^Could not reach https:\/\/node\.example\.com\./);
  });

  it.each([
    'javascript:alert(1)',
    'node.example.com',
    '//node.example.com',
    'ftp://node.example.com',
    `${NODE}/?x=1`,
    '',
  ])('refuses %j before any request', async (input) => {
    expect(await refusal(input)).toMatch(/^Enter the full address of a Stacks API/);
  });

  it('refuses an origin the page may not reach, naming the allowed ones', async () => {
    expect(await refusal('https://elsewhere.example.org')).toBe(
      'This build of Satchel may only reach Stacks APIs on https://node.example.com, https://api.hiro.so. ' +
        'Serve your API from one of them, use the development server, or build with ' +
        'VITE_CUSTOM_API_ORIGINS=https://elsewhere.example.org.',
    );
  });
});
