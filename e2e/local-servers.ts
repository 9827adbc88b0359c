import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Small real servers on this machine for tests that need a page served a particular way. The
// browser reaches them as it reaches any server (its own CORS, CSP and preflights apply): no
// e2e test answers or holds a local request through the test runner.

/** Listens on a free loopback port; resolves with the server's origin. */
async function listen(server: http.Server) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function closer(server: http.Server) {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Serves one HTML page at every path (no CSP: a blank page for scripts a test injects). */
export async function startPageServer(html: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return { origin: await listen(server), close: closer(server) };
}

/**
 * A proxy to `target` (an origin) that holds every request whose path matches `held` until
 * `release()`: the page under test then loads as it would over a network where that one file
 * is slow. `heldRequest` resolves when the first such request arrives.
 */
export async function startHoldingProxy(target: string, held: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const heldRequest = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    if (held.test(new URL(req.url ?? '/', target).pathname)) {
      arrived();
      void released.then(forward);
    } else forward();
  });
  return { origin: await listen(server), heldRequest, release, close: closer(server) };
}
