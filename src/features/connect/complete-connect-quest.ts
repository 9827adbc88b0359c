import { LEATHER_QUEST_CONNECT_URL } from '@/config/constants';

// One id per page load: the quest service only needs to tell requests apart, and we keep no
// extra identifier in the user's storage.
const clientId = crypto.randomUUID();

/** docs/product-decisions.md#connection-states, docs/product-decisions.md#connect-quest: on a
 * mainnet connect, mark Leather's connect quest done. A failure only logs. */
export async function completeConnectQuest(
  address: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  try {
    const response = await fetchImpl(LEATHER_QUEST_CONNECT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-id': clientId },
      body: JSON.stringify({ address }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.error('Unable to complete quest task', error);
  }
}
