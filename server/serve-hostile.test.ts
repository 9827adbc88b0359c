// No request line of any shape may stop the production server. The server runs as
// its own process, as in production: an exception that escapes a handler ends that process,
// which an in-process test could mistake for a test-runner error.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_HEADERS,
  HOSTILE_METHODS as METHODS,
  HOSTILE_TARGETS,
  hostileRequestLine as requestLine,
} from './hostile-requests';
import { rawExchange, writeFixtureDist } from './serve-test-support';

let server: ChildProcess;
let port: number;
let dir: string;
const logged: string[] = [];

beforeAll(async () => {
  dir = await writeFixtureDist();
  server = spawn(process.execPath, ['server/serve.mjs', '--dir', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const served = /:(\d+)\s*$/m.exec(chunk.toString())?.[1];
      if (served) resolve(Number(served));
    });
  });
});

afterAll(async () => {
  server.kill();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the server under hostile request lines', () => {
  it(`answers ${HOSTILE_TARGETS.length * METHODS.length + 5 + HOSTILE_HEADERS.length} hostile requests, never with a 5xx, and keeps serving`, async () => {
    const requests = [
      ...METHODS.flatMap((method) =>
        HOSTILE_TARGETS.map((target) => ({
          label: `${method} ${target}`,
          bytes: requestLine(method, target),
        })),
      ),
      { label: 'NUL in the method', bytes: requestLine('G\u0000T', '/') },
      { label: 'no version', bytes: Buffer.from('GET /\r\n\r\n') },
      {
        label: 'an upgrade',
        bytes: Buffer.from(
          'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade, close\r\n\r\n',
        ),
      },
      { label: 'HTTP/2 preface', bytes: Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n') },
      { label: 'garbage', bytes: Buffer.from('\u0000\u0001\u0002\r\n\r\n') },
      ...HOSTILE_HEADERS.map((header) => ({
        label: header.slice(0, 60),
        bytes: Buffer.from(
          `GET /assets/app-Bx3_k9Zq.js HTTP/1.1\r\nHost: x\r\n${header}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      })),
    ];
    const failures: string[] = [];
    // A few at a time: many connections at once would test the connection cap instead.
    for (let start = 0; start < requests.length; start += 8) {
      const batch = requests.slice(start, start + 8);
      const answers = await Promise.all(batch.map(({ bytes }) => rawExchange(port, bytes)));
      answers.forEach((answer, index) => {
        const label = batch[index]?.label.slice(0, 80);
        if (answer.status === undefined) failures.push(`${label}: no answer`);
        else if (answer.status >= 500) failures.push(`${label}: ${answer.status}`);
      });
    }
    expect(failures).toEqual([]);
    expect(server.exitCode).toBeNull();
    const normal = await rawExchange(port, requestLine('GET', '/staking'));
    expect(normal.status).toBe(200);
    expect(normal.text).toContain('<h1>Staking</h1>');
  });

  it('answers the slashes a URL parser reads as a host with the not-found page', async () => {
    for (const target of ['//', '///', '//@', '/\\']) {
      const answer = await rawExchange(port, requestLine('GET', target));
      expect(answer.status, target).toBe(404);
      expect(answer.text, target).toContain('Page not found');
    }
    expect(server.exitCode).toBeNull();
  });
});
