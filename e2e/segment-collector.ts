import http from 'node:http';

// A local stand-in for Segment's CDN settings endpoint and its batch collection API, so the
// real @segment/analytics-next client in the page delivers to something we can read.

export interface SegmentEvent {
  type: string;
  event?: string;
  properties?: Record<string, unknown>;
  context?: { page?: Record<string, unknown> };
}
export interface SegmentBatch {
  batch: SegmentEvent[];
  writeKey?: string;
  sentAt?: string;
}

export const SEGMENT_COLLECTOR_PORT = 4319;

export const SEGMENT_SETTINGS = {
  integrations: { 'Segment.io': { apiKey: 'e2e-write-key' } },
  metrics: { sampleRate: 0 },
};

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
};

export async function startSegmentCollector(port = SEGMENT_COLLECTOR_PORT) {
  const batches: SegmentBatch[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (req.method === 'GET' && /^\/v1\/projects\/[^/]+\/settings$/.test(req.url ?? '')) {
      res
        .writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json' })
        .end(JSON.stringify(SEGMENT_SETTINGS));
      return;
    }
    if (req.method === 'POST' && req.url?.startsWith('/v1/b')) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        batches.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SegmentBatch);
        res.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json' }).end('{}');
      });
      return;
    }
    res.writeHead(404, CORS_HEADERS).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    batches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
