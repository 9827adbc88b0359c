import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { LEATHER_QUEST_CONNECT_URL } from '@/config/constants';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { completeConnectQuest } from './complete-connect-quest';

const server = setupTestServer();

describe('completeConnectQuest', () => {
  it('POSTs the address as JSON with a client id', async () => {
    const received: { body: unknown; clientId: string | null; contentType: string | null }[] = [];
    server.use(
      http.post(LEATHER_QUEST_CONNECT_URL, async ({ request }) => {
        received.push({
          body: await request.json(),
          clientId: request.headers.get('x-client-id'),
          contentType: request.headers.get('content-type'),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    await completeConnectQuest(MAINNET_STX_ADDRESS);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({ address: MAINNET_STX_ADDRESS });
    expect(received[0]?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(received[0]?.contentType).toBe('application/json');
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('only logs on %s', async (_label, respond) => {
    server.use(http.post(LEATHER_QUEST_CONNECT_URL, respond));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(completeConnectQuest(MAINNET_STX_ADDRESS)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Unable to complete quest task', expect.anything());
  });
});
