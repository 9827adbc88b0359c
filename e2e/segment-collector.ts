import http from 'node:http';

// A local stand-in for Segment's CDN settings endpoint and its batch collection API, so the
// real @segment/analytics-next client in the page delivers to something we can read. One runs
// for the whole e2e run (e2e/global-setup.ts) on the port the e2e build names (.env.e2e): the
// page reaches it as it would reach Segment, through the browser's own CORS and CSP.

export interface SegmentEvent {
  type: string;
  event?: string;
  anonymousId?: string;
  properties?: Record<string, unknown>;
  context?: { page?: Record<string, unknown> };
}
export interface SegmentBatch {
  batch: SegmentEvent[];
  writeKey?: string;
  sentAt?: string;
}

export const SEGMENT_COLLECTOR_PORT = 4319;
const COLLECTOR_URL = `http://127.0.0.1:${SEGMENT_COLLECTOR_PORT}`;

const SEGMENT_SETTINGS = {
  integrations: { 'Segment.io': { apiKey: 'e2e-write-key' } },
  metrics: { sampleRate: 0 },
};

/** Where a test reads what arrived: `GET /_e2e/batches?anonymousId=…`. */
const BATCHES_PATH = '/_e2e/batches';
/** Batches kept for reading; a whole e2e run sends a few hundred. */
const MAX_BATCHES = 5_000;
/** Largest batch body read; Segment's own limit is 500 KB. */
const MAX_BODY_BYTES = 512 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  // Segment's batching client sends its write key as `authorization: Basic …`.
  'Access-Control-Allow-Headers': 'content-type, authorization',
};

/** Starts the collector on `port`; rejects when the port is taken. */
export async function startSegmentCollector(port = SEGMENT_COLLECTOR_PORT) {
  const batches: SegmentBatch[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', COLLECTOR_URL);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (req.method === 'GET' && /^\/v1\/projects\/[^/]+\/settings$/.test(url.pathname)) {
      res
        .writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json' })
        .end(JSON.stringify(SEGMENT_SETTINGS));
      return;
    }
    if (req.method === 'GET' && url.pathname === BATCHES_PATH) {
      const anonymousId = url.searchParams.get('anonymousId');
      const mine = batches.filter((b) => b.batch.some((e) => e.anonymousId === anonymousId));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mine));
      return;
    }
    if (req.method === 'POST' && url.pathname.startsWith('/v1/b')) {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      req.on('end', () => {
        try {
          const batch = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SegmentBatch;
          if (size <= MAX_BODY_BYTES && Array.isArray(batch.batch)) {
            batches.push(batch);
            if (batches.length > MAX_BATCHES) batches.shift();
          }
          res.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json' }).end('{}');
        } catch {
          res.writeHead(400, CORS_HEADERS).end();
        }
      });
      return;
    }
    res.writeHead(404, CORS_HEADERS).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    batches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The batches the run's collector received from one browser (Segment's anonymous id). */
export async function batchesFrom(anonymousId: string): Promise<SegmentBatch[]> {
  const url = `${COLLECTOR_URL}${BATCHES_PATH}?anonymousId=${encodeURIComponent(anonymousId)}`;
  const res = await fetch(url);
  return (await res.json()) as SegmentBatch[];
}
