import { http, HttpResponse, type HttpHandler } from 'msw';
import { LEATHER_QUEST_CONNECT_URL } from '@/config/constants';
import { connectQuestCompleted } from '../fixtures/leather-api';

/** The mainnet connect quest (docs/product-decisions.md#connect-quest). Answers in every scenario:
 * its failure only logs, so failing it would test nothing the API scenarios do not. */
export function leatherQuestHandler(): HttpHandler {
  return http.post(LEATHER_QUEST_CONNECT_URL, () => HttpResponse.json(connectQuestCompleted));
}
