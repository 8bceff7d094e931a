import { fillPath, structOf, type Call, type Contract } from '../contract/call';
import { loadContract } from '../contract/load';
import type { PrefetchedAnswer } from '../core/shell/bootContext';
import { HTTP_TIMEOUT_MS } from '../core/bootConstants';
import { STATUS_3DS, malformedAnswer, networkError, resolveError, threeDSecureAnswer, type ApiError } from '../core/texts/errors';
import { stringify } from '../core/util/json';

export interface Paging {
  page?: number;
  pageSize?: number;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
}

export interface RequestOptions<Body> {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: Body;
  paging?: Paging;
  /** The token of an account not signed in here (a magic link's, before the visitor agreed to it); no refresh. */
  bearer?: string;
}

export type ApiResult<T> = { ok: true; data: T; status: number; headers: Headers } | { ok: false; error: ApiError };

/**
 * What the session hands the client for a call: the bearer token, null when logged out, or why a token that is due
 * could not be renewed right now (network, timeout, 5xx, a garbage answer). The session stays then: the call fails
 * with that error instead of going out without a token, whose 401 would look like a logout.
 */
export type Bearer = string | null | { unavailable: ApiError };

const unavailable = (bearer: Bearer): ApiError | null => (bearer !== null && typeof bearer === 'object' ? bearer.unavailable : null);

export interface ClientOptions {
  apiBase: string;
  subdomain: string;
  /** Resolves the bearer token (refreshing it when due, or when forced after a 401), or null when logged out. */
  getToken: (force?: boolean) => Promise<Bearer>;
  timeoutMs?: number;
  onMalformed?: (call: Call<any, any>, detail: string) => void;
  fetchImpl?: typeof fetch;
  /**
   * A GET the loader already sent (a first visit's config, host/firstVisit.ts): the first request for that same URL
   * without a token takes its answer instead of sending another, then goes through every rule below as any answer.
   */
  prefetched?: PrefetchedAnswer | null;
}

export type Client = <B, R>(call: Call<B, R>, options?: RequestOptions<B>) => Promise<ApiResult<R>>;

const PAGING_HEADERS: Record<keyof Paging, string> = {
  page: 'X-Page',
  pageSize: 'X-Page-Size',
  orderBy: 'X-Order-By',
  orderDirection: 'X-Order-Direction',
};

/** `promise`, or a rejection after `ms` (a chunk import that stalls never settles on its own). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * An answer of exactly { entities, result } (a normalised payload, part 1 §7) is turned back into what the
 * other calls answer: the result's ids replaced by their entities from the single entity table. Anything
 * else, or an id with no entity, is left as it is for the contract to judge.
 */
export function normalise(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const { entities, result, ...rest } = json as Record<string, unknown>;
  if (Object.keys(rest).length || !('entities' in json) || !('result' in json)) return json;
  if (typeof entities !== 'object' || entities === null) return json;
  const tables = Object.values(entities as Record<string, unknown>);
  const table = tables.length === 1 ? (tables[0] as Record<string, unknown> | null) : null;
  if (!table || typeof table !== 'object') return json;
  const lookup = (id: unknown) => ((typeof id === 'string' || typeof id === 'number') && id in table ? table[id] : id);
  return Array.isArray(result) ? result.map(lookup) : lookup(result);
}

/**
 * The HTTP client of part 1 §7–§8: JSON, credentials omitted, 30 s timeout, paging headers, error
 * resolution, 420 passed through, every answer validated against the contract. It never throws.
 */
export function createClient(options: ClientOptions): Client {
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  let prefetched = options.prefetched ?? null;
  /** The loader's answer for this request, once: only the same URL, a GET, and no token (the loader sent none). */
  const takePrefetched = (url: string, call: Call<any, any>, headers: Record<string, string>, signal: AbortSignal): Promise<Response> | null => {
    if (!prefetched || prefetched.url !== url || call.method !== 'GET') return null;
    const { answer, stop } = prefetched;
    // Used by the first request for its URL or never: a later one (a retry, a refresh) must not get an old answer.
    prefetched = null;
    // With a token the request is the widget's own (the loader sent none): the loader's is no longer needed.
    if (headers.Authorization) {
      stop.abort();
      return null;
    }
    // The timeout below ends the loader's request as it would end ours.
    signal.addEventListener('abort', () => stop.abort());
    return answer;
  };

  async function send(url: string, call: Call<any, any>, headers: Record<string, string>, body: unknown) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The timer also ends the wait itself: a page's fetch may ignore the signal (XMLHttpRequest polyfills such as
    // unfetch), and a stalled answer must still fail after the timeout.
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error('timeout'));
      }, timeoutMs);
    });
    const answer = async () => {
      const response = await (takePrefetched(url, call, headers, controller.signal) ??
        doFetch(url, {
          method: call.method,
          headers,
          body: body === undefined ? undefined : stringify(body),
          credentials: 'omit',
          signal: controller.signal,
        }));
      const text = await response.text();
      return { response, text };
    };
    try {
      return await Promise.race([answer(), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  return async (call, request = {}) => {
    // The contract chunk (superstruct and the boot calls' structs) loads beside the request, never after it: a first
    // visit waits for nothing more. Once loaded it is the same module again. Handled here, so an early return leaves
    // no unhandled rejection.
    // Its wait is bounded like a request's: a chunk that never comes fails the call instead of hanging it.
    const contract = withTimeout(loadContract(), timeoutMs);
    contract.catch(() => undefined);
    const url = new URL(options.apiBase + fillPath(call.path, { s: options.subdomain, ...request.params }));
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    for (const [key, header] of Object.entries(PAGING_HEADERS) as [keyof Paging, string][]) {
      const value = request.paging?.[key];
      if (value !== undefined) headers[header] = String(value);
    }
    const bearer = request.bearer ?? (call.auth ? await options.getToken() : null);
    const notNow = unavailable(bearer);
    if (notNow) return { ok: false, error: notNow };
    const token = bearer as string | null;
    if (token) headers.Authorization = `Bearer ${token}`;
    // A call that changes something is sent only once its answer can be checked: a success the widget could not read
    // (the chunk failing after the server acted) would be shown as a failure, and a retry would act twice.
    if (call.method !== 'GET') {
      try {
        await contract;
      } catch {
        return { ok: false, error: networkError() };
      }
    }
    let answer: { response: Response; text: string };
    try {
      answer = await send(url.href, call, headers, request.body);
      // A token the server no longer accepts (revoked, clock skew): refresh once and try again. A refresh that
      // cannot happen right now answers with its own failure, not the 401 (which only a refused refresh token means).
      if (answer.response.status === 401 && token && !request.bearer) {
        const fresh = await options.getToken(true);
        const renewalFailed = unavailable(fresh);
        if (renewalFailed) return { ok: false, error: renewalFailed };
        if (fresh && fresh !== token) answer = await send(url.href, call, { ...headers, Authorization: `Bearer ${fresh}` }, request.body);
      }
    } catch {
      return { ok: false, error: networkError() };
    }
    const { response, text } = answer;
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: a proxy page, a captive portal, a broken deploy. Never our API's answer.
      if (response.ok || response.status === STATUS_3DS) {
        options.onMalformed?.(call, 'the answer is not JSON');
        return { ok: false, error: malformedAnswer() };
      }
    }
    if (response.status === STATUS_3DS) {
      return { ok: false, error: threeDSecureAnswer(json) };
    }
    if (!response.ok) return { ok: false, error: resolveError(response.status, json) };
    let check: Contract;
    try {
      check = await contract;
    } catch {
      return { ok: false, error: networkError() }; // the chunk did not load: the answer may be fine, the network is not
    }
    try {
      return { ok: true, data: check.create(normalise(json), structOf(call.response, check)), status: response.status, headers: response.headers };
    } catch (e) {
      options.onMalformed?.(call, e instanceof check.StructError ? e.message : String(e));
      return { ok: false, error: malformedAnswer() };
    }
  };
}
