// A tiny HTTP toolkit for the devnet: routing by method and path pattern, bounded body reading,
// JSON answers with CORS, and errors that become `{error, reason}` 4xx instead of crashes.

/** Largest request body we read (a contract deploy is well under this). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

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

/**
 * Request headers a preflight allows when it names none we can reflect: what stacks.js
 * (`@stacks/common` fetch: `x-hiro-product`; `createApiKeyMiddleware`: `x-api-key`) and wallets
 * (Leather: `x-hiro-product`, `x-hiro-version`) send, plus the ordinary ones.
 */
const KNOWN_REQUEST_HEADERS =
  'content-type, accept, authorization, x-api-key, x-hiro-api-key, x-hiro-product, x-hiro-version';

/**
 * CORS of the public Stacks API endpoints: any origin, as Hiro's API answers. That API registers
 * `@fastify/cors` with its defaults (stacks-blockchain-api `src/api/init.ts`), which allow any
 * origin and reflect a preflight's `Access-Control-Request-Headers`; see `preflightHeaders`.
 * A max age spares the browser a preflight before every request (Chromium caps it at 2 hours).
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-allow-headers': KNOWN_REQUEST_HEADERS,
  'access-control-max-age': '86400',
};

/** A comma-separated list of header names (RFC 9110 tokens), as a browser sends in a preflight. */
const HEADER_NAME_LIST = /^[!#$%&'*+.^_`|~0-9a-z-]+(\s*,\s*[!#$%&'*+.^_`|~0-9a-z-]+)*$/i;
/** Longest `Access-Control-Request-Headers` reflected; a browser's is far shorter. */
const MAX_REQUESTED_HEADERS_LENGTH = 2048;

/**
 * A preflight's answer: the request headers it asks for are allowed, as `@fastify/cors` does
 * by default, so every client library and wallet works whatever it adds. A value that is not a
 * list of header names is not echoed; the known list is answered instead.
 * @param {import('node:http').IncomingHttpHeaders} headers @param {Record<string, string>} cors
 * @returns {Record<string, string>}
 */
function preflightHeaders(headers, cors) {
  const requested = headers['access-control-request-headers'];
  const vary = cors.vary
    ? `${cors.vary}, Access-Control-Request-Headers`
    : 'Access-Control-Request-Headers';
  if (
    typeof requested !== 'string' ||
    requested.length > MAX_REQUESTED_HEADERS_LENGTH ||
    !HEADER_NAME_LIST.test(requested.trim())
  )
    return { ...cors, vary };
  return { ...cors, 'access-control-allow-headers': requested.trim().toLowerCase(), vary };
}

/** Longest a client may take to send a request body; also the server's request timeout. */
export const REQUEST_TIMEOUT_MS = 5_000;

/** Path prefix of the devnet's own controls (reset, mine, accounts' keys…). */
const CONTROL_PREFIX = '/_devnet/';
/** Host names that reach this machine only (what `Host` and `Origin` may name for controls). */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Who may use the control endpoints. They reset the chain and hand out private keys, so a web
 * page on another site must not reach them: with CORS `*` and simple POSTs needing no preflight,
 * any page the person opens could. A request passes when its `Host` names a loopback address
 * (a DNS-rebound name does not) and it has no `Origin` (curl, tests, Node) or a loopback one
 * (the app served on this machine, any port).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Record<string, string> | null} the CORS headers to answer with, or null: refuse
 */
function controlAccess(headers) {
  if (!isLoopbackHost(headers.host)) return null;
  const origin = headers.origin;
  if (origin === undefined) return {};
  if (!isLoopbackOrigin(origin)) return null;
  return { ...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** `localhost`, `127.0.0.1` or `[::1]`, with any port. @param {string | undefined} host */
function isLoopbackHost(host) {
  if (!host) return false;
  const hostname = host.replace(/:\d*$/, '').toLowerCase();
  return LOOPBACK_HOSTNAMES.has(hostname);
}

/** `http://localhost:<port>`, `http://127.0.0.1:<port>` or `http://[::1]:<port>` (port optional). */
/** @param {string} origin */
function isLoopbackOrigin(origin) {
  let url;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null" (sandboxed frames, file://)
  }
  return url.protocol === 'http:' && url.origin === origin && LOOPBACK_HOSTNAMES.has(url.hostname);
}

/** JSON.stringify that writes bigints as decimal strings. @param {unknown} value */
const toJson = (value) =>
  JSON.stringify(value, (_k, /** @type {unknown} */ v) =>
    typeof v === 'bigint' ? v.toString() : v,
  );

/**
 * @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body
 * @param {Record<string, string>} [cors] CORS headers (none for a refused control request)
 */
function sendJson(res, status, body, cors = CORS_HEADERS) {
  const text = toJson(body);
  res.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

/**
 * Read the whole body, refusing more than MAX_BODY_BYTES with 413 and a body that takes longer
 * than `timeoutMs` with 408. Called before a handler takes the chain's lock, so a slow client
 * holds up nobody but itself.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [timeoutMs]
 * @returns {Promise<Buffer>}
 */
function readBody(req, timeoutMs = REQUEST_TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const tooLarge = () =>
      new HttpError(413, 'PayloadTooLarge', `request body over ${MAX_BODY_BYTES} bytes`);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(tooLarge());
      req.resume();
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const deadline = setTimeout(() => {
      req.removeAllListeners('data');
      reject(
        new HttpError(408, 'RequestTimeout', `request body not received within ${timeoutMs} ms`),
      );
    }, timeoutMs);
    deadline.unref();
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        clearTimeout(deadline);
        reject(tooLarge());
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(deadline);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
  });
}

/**
 * A JSON body that must be an object (an empty body is `{}`). Malformed JSON, and JSON that is
 * not an object (`null`, `1`, `"x"`, `[]`), is a 400 — handlers read fields off the result.
 * @param {Buffer} body
 * @returns {Record<string, unknown>}
 */
export function jsonObject(body) {
  if (!body.length) return {};
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'BadJson', 'request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'BadJson', 'request body must be a JSON object');
  }
  return /** @type {Record<string, unknown>} */ (value);
}

/**
 * @typedef {{req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   params: Record<string, string>, query: URLSearchParams, body: Buffer, prepared?: unknown}} Ctx
 *   `body` is the whole request body, read before the handler runs (empty for GET); `prepared`
 *   what the route's `prepare` gave (undefined without one, or when it failed).
 * @typedef {(ctx: Ctx) => Promise<unknown>} Prepare  work a route does before it takes the
 *   chain's lock (it must not touch the chain), so that other requests run meanwhile.
 * @typedef {(ctx: Ctx) => unknown} Handler  returns the JSON body (status 200), or
 *   `{status, body}` via `reply()`, or nothing when it answered itself; may return a promise.
 */

const REPLY = Symbol('reply');
/** @typedef {{[REPLY]: true, status: number, body: unknown}} Reply */

/** Wrap a body with a status other than 200. @param {number} status @param {unknown} body @returns {Reply} */
export const reply = (status, body) => ({ [REPLY]: true, status, body });

/** @param {unknown} value @returns {value is Reply} */
const isReply = (value) => typeof value === 'object' && value !== null && REPLY in value;

const EMPTY = Buffer.alloc(0);

/**
 * The request target as a URL; a target that is not a path (`//x`, `*`, absolute-form) is a 400.
 * @param {string | undefined} target
 */
function parseTarget(target = '/') {
  if (!target.startsWith('/') || target.startsWith('//'))
    throw new HttpError(400, 'BadRequest', 'request target must be a path');
  try {
    return new URL(target, 'http://devnet');
  } catch {
    throw new HttpError(400, 'BadRequest', 'request target is not a valid path');
  }
}

export class Router {
  constructor() {
    /** @type {Array<{method: string, regex: RegExp, keys: string[], handler: Handler,
     *   prepare?: Prepare}>} */
    this.routes = [];
  }

  /**
   * Register `handler` for `method` and a path like `/v2/accounts/:principal`.
   * @param {string} method @param {string} pattern @param {Handler} handler
   * @param {Prepare} [prepare]
   */
  on(method, pattern, handler, prepare) {
    /** @type {string[]} */
    const keys = [];
    const source = pattern.replace(/:([a-zA-Z_]+)/g, (_m, /** @type {string} */ key) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, regex: new RegExp(`^${source}/?$`), keys, handler, prepare });
    return this;
  }

  /** @param {string} pattern @param {Handler} handler */
  get(pattern, handler) {
    return this.on('GET', pattern, handler);
  }

  /** @param {string} pattern @param {Handler} handler @param {Prepare} [prepare] */
  post(pattern, handler, prepare) {
    return this.on('POST', pattern, handler, prepare);
  }

  /**
   * Answer a request; never throws (every failure becomes a JSON error).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {(fn: () => Promise<unknown>) => Promise<unknown>} [serialize] runs the handler exclusively
   * @param {{bodyTimeoutMs?: number}} [options]
   */
  async handle(req, res, serialize = (fn) => fn(), options = {}) {
    /** @type {Record<string, string>} */
    let cors = CORS_HEADERS;
    try {
      const url = parseTarget(req.url);
      if (url.pathname.startsWith(CONTROL_PREFIX)) {
        const allowed = controlAccess(req.headers);
        if (!allowed) {
          cors = {};
          throw new HttpError(
            403,
            'Forbidden',
            'devnet controls answer only this machine: a loopback Host, and no Origin or a loopback one',
          );
        }
        cors = allowed;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, preflightHeaders(req.headers, cors));
        res.end();
        return;
      }
      const match = this.#match(req.method ?? 'GET', url.pathname);
      if (!match)
        throw new HttpError(404, 'NotFound', `no route for ${req.method} ${url.pathname}`);
      // The body is read here, outside `serialize`: a client that never finishes sending it
      // must not hold the chain's lock (every other request and the block clock wait on it).
      const body = req.method === 'POST' ? await readBody(req, options.bodyTimeoutMs) : EMPTY;
      /** @type {Ctx} */
      const ctx = { req, res, params: match.params, query: url.searchParams, body };
      if (match.prepare) ctx.prepared = await match.prepare(ctx).catch(() => undefined);
      // A handler that throws at once rejects, as one that throws later does.
      const out = await serialize(() => Promise.resolve().then(() => match.handler(ctx)));
      if (res.headersSent) return;
      if (isReply(out)) sendJson(res, out.status, out.body, cors);
      else sendJson(res, 200, out, cors);
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof HttpError) {
        // A timed-out body may still be arriving: answer, then close the connection.
        if (error.status === 408) res.setHeader('connection', 'close');
        sendJson(
          res,
          error.status,
          { error: error.message, reason: error.reason, ...error.extra },
          cors,
        );
      } else {
        const message = error instanceof Error ? error.message : String(error);
        sendJson(res, 500, { error: message, reason: 'InternalError' }, cors);
      }
    }
  }

  /**
   * @param {string} method @param {string} path
   * @returns {{handler: Handler, prepare?: Prepare, params: Record<string, string>} | null}
   */
  #match(method, path) {
    let pathExists = false;
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      pathExists = true;
      if (route.method !== method) continue;
      const params = Object.fromEntries(
        route.keys.map((k, i) => [k, decodePathParam(m[i + 1] ?? '')]),
      );
      return { handler: route.handler, prepare: route.prepare, params };
    }
    if (pathExists)
      throw new HttpError(405, 'MethodNotAllowed', `${method} not allowed on ${path}`);
    return null;
  }
}

/**
 * A path segment as the handler sees it. Bad percent-encoding (`/v2/accounts/%zz`) is the
 * caller's mistake, a 400, not a failure of the devnet.
 * @param {string} segment
 */
function decodePathParam(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(
      400,
      'BadRequest',
      `The path segment ${JSON.stringify(segment)} is not valid percent-encoding`,
    );
  }
}

/**
 * Query parameter as a bounded integer (Hiro's limit/offset).
 * @param {URLSearchParams} query @param {string} name @param {number} fallback @param {number} [max]
 */
export function intParam(query, name, fallback, max = Number.MAX_SAFE_INTEGER) {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new HttpError(400, 'BadParameter', `${name} must be a non-negative integer`);
  return Math.min(n, max);
}
