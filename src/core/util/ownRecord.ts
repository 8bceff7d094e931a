import { record, Struct } from 'superstruct';

/**
 * superstruct's record() over the object's own keys only: its for…in also visits what a host page added to
 * Object.prototype (old libraries do), so every answer holding a record would be refused as malformed there.
 */
export function ownRecord<K extends string, V>(Key: Struct<K, any>, Value: Struct<V, any>): Struct<Record<K, V>, null> {
  const base = record(Key, Value);
  return new Struct({
    type: 'record',
    schema: null,
    validator: base.validator,
    *entries(value) {
      if (typeof value !== 'object' || value === null) return;
      for (const key of Object.keys(value)) {
        // Read before the key's entry: coercion writes each entry back into the object (superstruct does the same).
        const item = (value as Record<string, unknown>)[key];
        yield [key, key, Key];
        yield [key, item, Value];
      }
    },
  });
}
