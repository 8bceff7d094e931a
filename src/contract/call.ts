import type { Struct } from 'superstruct';

/**
 * One call of the spec's tables (part 1 §7, part 2 §7), shared by the widget's API client and the
 * fixture server: the path shape, whether a bearer token goes with it, the body the server accepts
 * and the answer the widget accepts. Each call is its own export so the embed only bundles the
 * structs of the calls it makes.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call<Body = unknown, Res = unknown> {
  readonly method: Method;
  /** Under the API base (…/api/v2); `:name` segments are path parameters, `:s` the site subdomain. */
  readonly path: string;
  /** Sends the bearer token when the widget has one; false only for the calls the spec marks "no auth". */
  readonly auth: boolean;
  /** Query parameter names the call carries (e.g. magicToken). */
  readonly query?: readonly string[];
  readonly body?: Struct<Body, any>;
  /** Paged calls read the paging request headers and report totals in response headers (see PagingHeader). */
  readonly paged?: { readonly defaultPageSize: number; readonly maxPageSize: number };
  readonly response: Struct<Res, any>;
}

export const defineCall = <Body, Res>(call: Call<Body, Res>): Call<Body, Res> => call;

/** Fills `:name` segments; every value is URI-encoded so ids can never add path segments. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
