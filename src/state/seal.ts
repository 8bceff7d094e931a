/**
 * The seal a fetched answer is persisted with: which build wrote it and a checksum of its data. Every answer
 * was checked against the contract (superstruct) when it arrived; at the next boot, a stored value whose seal
 * matches is byte for byte what this same build already checked, so it is not walked again. That walk was most of
 * a returning visitor's longest boot task (about 50 ms with the CPU slowed 4x; docs/architecture.md, "Boot cost:
 * the seal"). Anything else (another build's value, an edited or unsealed one) goes through the contract as before.
 */

import { stringify } from '../core/util/json';

// This chunk's own content-hashed URL: it changes with every build whose code changes, the contract's included
// (the structs ship in the boot chunk beside this module). Empty where it is unknown: then nothing is trusted.
const BUILD = typeof import.meta.url === 'string' ? import.meta.url : '';

/** FNV-1a, 32 bits: a checksum against edits and mix-ups, not a defence against someone forging a seal. */
function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The seal of `data` for this build ('' when it has none, or the data cannot be serialised). */
export function sealOf(data: unknown, build = BUILD): string {
  if (!build) return '';
  try {
    return `${build}#${checksum(stringify(data) ?? '')}`;
  } catch {
    return ''; // a cycle or a BigInt: never sealed, so always checked
  }
}

/** Whether `seal` is this build's seal of `data`. */
export const sealedBy = (data: unknown, seal: unknown, build = BUILD): boolean =>
  typeof seal === 'string' && seal !== '' && seal === sealOf(data, build);
