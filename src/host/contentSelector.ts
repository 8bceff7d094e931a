/**
 * Links that become inline content embeds (part 1 §2; fixture README: `/content/{id}?display=inline`). Apart from
 * ui/embeds/contentEmbeds.ts so the boot path's feature list carries only this string.
 */
export const INLINE_CONTENT_SELECTOR = 'a[href*="/content/"][href*="display=inline"]';
