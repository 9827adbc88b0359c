// A stand-in node for read-only calls in unit tests: it records each call (contract, function,
// sender, arguments as hex) and answers with the Clarity value the test gives, through MSW — the
// readers run their real fetch, parse and decode. Tests using it run in the node environment.
import { serializeCV, type ClarityValue } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

export interface RecordedCall {
  contract: string;
  functionName: string;
  sender: string;
  args: string[];
}

export function recordCallRead(
  server: Pick<SetupServer, 'use'>,
  apiUrl: string,
  answer: (call: RecordedCall) => ClarityValue | { okay: false; cause: string },
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.use(
    http.post(
      `${apiUrl}/v2/contracts/call-read/:address/:name/:fn`,
      async ({ params, request }) => {
        const body = (await request.json()) as { sender: string; arguments: string[] };
        const call = {
          contract: `${String(params.address)}.${String(params.name)}`,
          functionName: String(params.fn),
          sender: body.sender,
          args: body.arguments,
        };
        calls.push(call);
        const value = answer(call);
        return HttpResponse.json(
          'okay' in value ? value : { okay: true, result: `0x${serializeCV(value)}` },
        );
      },
    ),
  );
  return calls;
}

/** The hex a reader sends for a Clarity argument. */
export const argHex = (value: ClarityValue) => `0x${serializeCV(value)}`;
