/**
 * The seal a fetched answer is persisted with: which build wrote it and a checksum of its data. Every answer
 * was checked against the contract (superstruct) when it arrived; at the next boot, a stored value whose seal
 * matches is byte for byte what this same build already checked, so it is not walked again. That walk was most of
 * a returning visitor's longest boot task (about 50 ms with the CPU slowed 4x; docs/architecture.md, "Boot cost:
 * the seal"), and without it a returning visitor never loads the contract chunk at all. Anything else (another
 * build's value, an edited or unsealed one) goes through the contract as before.
 *
 * The build is the loader's build id (BootContext.build, a digest of every chunk's name), passed in by the caller:
 * it changes whenever any chunk does, the contract chunk's included. The boot chunk's own URL no longer would, since
 * the structs ship in a chunk of their own. It comes from the BootContext, not from MemberSpace.build, which the
 * page may overwrite. Empty where it is unknown: then nothing is sealed, and everything is checked.
 */

import { stringify } from '../core/util/json';

/** FNV-1a, 32 bits: a checksum against edits and mix-ups, not a defence against someone forging a seal. */
function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The seal of `data` for `build` ('' when there is no build, or the data cannot be serialised). */
export function sealOf(data: unknown, build: string): string {
  if (!build) return '';
  try {
    return `${build}#${checksum(stringify(data) ?? '')}`;
  } catch {
    return ''; // a cycle or a BigInt: never sealed, so always checked
  }
}

/** Whether `seal` is `build`'s seal of `data`. */
export const sealedBy = (data: unknown, seal: unknown, build: string): boolean =>
  typeof seal === 'string' && seal !== '' && seal === sealOf(data, build);
