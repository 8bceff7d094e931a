import type { Struct } from 'superstruct';
import type * as ContractChunk from './chunk';

/**
 * One call of the spec's tables (part 1 §7, part 2 §7), shared by the widget's API client and the
 * fixture server: the path shape, whether a bearer token goes with it, the body the server accepts
 * and the answer the widget accepts. Each call is its own export so the embed only bundles the
 * structs of the calls it makes.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The contract chunk (contract/chunk.ts): superstruct and the structs of the calls the boot path makes. */
export type Contract = typeof ContractChunk.contract;

/**
 * A body or answer struct: the struct itself, or, for a call the boot path makes (contract/bootCalls.ts), which of
 * the contract chunk's structs it is. The boot path then holds only what sends the call; the structs load beside
 * the request (api/client.ts), never for a returning visitor whose stored answers are sealed (state/seal.ts).
 */
export type Schema<T> = Struct<T, any> | ((contract: Contract) => Struct<T, any>);

/** The struct a schema names, given the loaded contract chunk. */
export const structOf = <T>(schema: Schema<T>, contract: Contract): Struct<T, any> => (typeof schema === 'function' ? schema(contract) : schema);

export interface Call<Body = unknown, Res = unknown> {
  readonly method: Method;
  /** Under the API base (…/api/v2); `:name` segments are path parameters, `:s` the site subdomain. */
  readonly path: string;
  /** Sends the bearer token when the widget has one; false only for the calls the spec marks "no auth". */
  readonly auth: boolean;
  /** Query parameter names the call carries (e.g. magicToken). */
  readonly query?: readonly string[];
  readonly body?: Schema<Body>;
  /** Paged calls read the paging request headers and report totals in response headers (see PagingHeader). */
  readonly paged?: { readonly defaultPageSize: number; readonly maxPageSize: number };
  readonly response: Schema<Res>;
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
