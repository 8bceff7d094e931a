/**
 * JSON.stringify as the standard defines it, even on a page that gave arrays a `toJSON` (Prototype.js 1.6 and its
 * descendants still on many sites): with it, `JSON.stringify({ ids: [1] })` sends `{"ids":"[1]"}`. The page's
 * method is taken off for the one synchronous call and put back, so the page never sees the difference.
 */
export function stringify(value: unknown, replacer?: (this: unknown, key: string, value: unknown) => unknown, space?: number): string {
  const proto = Array.prototype as unknown as Record<string, unknown>;
  const own = Object.getOwnPropertyDescriptor(proto, 'toJSON');
  if (!own?.configurable) return JSON.stringify(value, replacer, space);
  delete proto.toJSON;
  try {
    return JSON.stringify(value, replacer, space);
  } finally {
    Object.defineProperty(proto, 'toJSON', own);
  }
}
