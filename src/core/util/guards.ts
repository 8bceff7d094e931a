/** A plain JSON-like object: not null, not an array. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `key` is the object's own (never one Object.prototype lends it, such as `constructor` or `toString`). */
export const hasOwn = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);
