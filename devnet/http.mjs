// A tiny HTTP toolkit for the devnet: routing by method and path pattern, bounded body reading,
// JSON answers with CORS, and errors that become `{error, reason}` 4xx instead of crashes.

/** Largest request body we read (a contract deploy is well under this). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** An error with an HTTP status and a node-style reason, sent as `{error, reason, ...extra}`. */
export class HttpError extends Error {
  /** @param {number} status @param {string} reason @param {string} message @param {Record<string, unknown>} [extra] */
  constructor(status, reason, message, extra = {}) {
    super(message);
    this.status = status;
    this.reason = reason;
    this.extra = extra;
  }
}

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, authorization, x-hiro-api-key, x-api-key',
  'access-control-max-age': '86400',
};

/** JSON.stringify that writes bigints as decimal strings. */
export const toJson = (value) =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

/** @param {import('node:http').ServerResponse} res */
export function sendJson(res, status, body) {
  const text = toJson(body);
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

/**
 * Read the whole body, refusing more than MAX_BODY_BYTES with 413.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(new HttpError(413, 'PayloadTooLarge', `request body over ${MAX_BODY_BYTES} bytes`));
      req.resume();
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'PayloadTooLarge', `request body over ${MAX_BODY_BYTES} bytes`));
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Parse a JSON body (an empty body is `{}`); malformed JSON is a 400. */
export async function readJson(req) {
  const body = await readBody(req);
  if (!body.length) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'BadJson', 'request body is not valid JSON');
  }
}

/**
 * @typedef {{req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   params: Record<string, string>, query: URLSearchParams}} Ctx
 * @typedef {(ctx: Ctx) => unknown | Promise<unknown>} Handler  returns the JSON body (status 200),
 *   or `{status, body}` via `reply()`, or nothing when it answered itself.
 */

/** Wrap a body with a status other than 200. */
export const reply = (status, body) => ({ [REPLY]: true, status, body });
const REPLY = Symbol('reply');

export class Router {
  constructor() {
    /** @type {Array<{method: string, regex: RegExp, keys: string[], handler: Handler}>} */
    this.routes = [];
  }

  /** Register `handler` for `method` and a path like `/v2/accounts/:principal`. */
  on(method, pattern, handler) {
    const keys = [];
    const source = pattern.replace(/:([a-zA-Z_]+)/g, (_m, key) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, regex: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  get(pattern, handler) {
    return this.on('GET', pattern, handler);
  }

  post(pattern, handler) {
    return this.on('POST', pattern, handler);
  }

  /**
   * Answer a request; never throws (every failure becomes a JSON error).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {(fn: () => Promise<unknown>) => Promise<unknown>} [serialize] runs the handler exclusively
   */
  async handle(req, res, serialize = (fn) => fn()) {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://devnet');
      const match = this.#match(req.method ?? 'GET', url.pathname);
      if (!match)
        throw new HttpError(404, 'NotFound', `no route for ${req.method} ${url.pathname}`);
      const ctx = { req, res, params: match.params, query: url.searchParams };
      const out = /** @type {any} */ (await serialize(async () => match.handler(ctx)));
      if (res.headersSent) return;
      if (out && out[REPLY]) sendJson(res, out.status, out.body);
      else sendJson(res, 200, out);
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof HttpError) {
        sendJson(res, error.status, { error: error.message, reason: error.reason, ...error.extra });
      } else {
        sendJson(res, 500, { error: String(error?.message ?? error), reason: 'InternalError' });
      }
    }
  }

  #match(method, path) {
    let pathExists = false;
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      pathExists = true;
      if (route.method !== method) continue;
      const params = Object.fromEntries(
        route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]),
      );
      return { handler: route.handler, params };
    }
    if (pathExists)
      throw new HttpError(405, 'MethodNotAllowed', `${method} not allowed on ${path}`);
    return null;
  }
}

/** Query parameter as a bounded integer (Hiro's limit/offset). */
export function intParam(query, name, fallback, max = Number.MAX_SAFE_INTEGER) {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new HttpError(400, 'BadParameter', `${name} must be a non-negative integer`);
  return Math.min(n, max);
}
