/**
 * The owner's offsets of the member button per breakpoint (issue 37): the site config's `memberButton.offsets` and the
 * page setting `MemberSpace.memberButtonOffsets`, one check for both. Where the button then goes: buttonPlace.ts.
 */
export type PartialOffset = { x?: number; y?: number };
/** px from the corner's edges: x from the side (left or right), y from the top or bottom. */
export interface ButtonOffsets {
  desktop?: PartialOffset;
  phone?: PartialOffset;
}

const isPx = (v: unknown) => typeof v === 'number' && v >= 0 && v <= 2000; // NaN fails both
/** An object (not an array) whose keys are all among `keys`, each value undefined or passing `each`. */
const only = (v: unknown, keys: string[], each: (x: unknown) => boolean) =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.entries(v).every(([k, x]) => keys.includes(k) && (x === undefined || each(x)));
/** { desktop?: {x?, y?}, phone?: {x?, y?} } of pixel numbers (0 to 2000), nothing else. */
export const isButtonOffsets = (v: unknown): v is ButtonOffsets => only(v, ['desktop', 'phone'], (o) => only(o, ['x', 'y'], isPx));
