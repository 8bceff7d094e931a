/**
 * The card field (payments/CardField.tsx): the provider's number, expiry and CVC elements and our postal code,
 * each in a box drawn like our inputs and sized to what it holds. The number's box takes a full 19-digit number
 * with its spaces (23 characters); the others what they hold. A field 560 px wide or more (a wide embed) keeps the
 * four on one line, the number taking the rest; narrower (the dialog, a phone) the number has the first line to
 * itself and the others share the second (wrapping once more on the narrowest screens, never clipping).
 */
export const CSS = `
.card-field{container:card-field/inline-size;display:flex;flex-direction:column;gap:6px;font-size:var(--ms-text-md)}
.card-field>span:first-child{font-size:var(--ms-text-sm);font-weight:600}
/* Card numbers read left to right in every language; the field keeps its place in a right-to-left layout. */
.card-parts{position:relative;display:flex;flex-wrap:wrap;gap:var(--ms-space-2);direction:ltr}
/* 24 px of text (the provider's line height, set from CardField.tsx) + 2 × 9 px + the border: 44 px, as our inputs.
   The provider's frame sits in a page container slotted into the box (ui/lightSlot.tsx): the box draws the field,
   and shows the ring and the error from the provider's events (is-focus, is-invalid), which reach it as classes. */
.card-input{flex:1 0 auto;min-width:0;min-height:var(--ms-control-height);padding:9px var(--ms-space-3);border:1px solid var(--ms-border);border-radius:var(--ms-radius-input);background:var(--ms-surface);color:var(--ms-text);font-weight:400;line-height:24px}
.card-number{flex-basis:100%}
.card-expiry{flex-basis:calc(8ch + 26px)}
.card-cvc{flex-basis:calc(5ch + 26px)}
.card-zip{flex-basis:calc(10ch + 26px)}
@container card-field (min-width:560px){.card-number{flex-basis:calc(23ch + 26px);flex-grow:3}}
.card-zip input{display:block;width:100%;min-width:0;padding:0;border:0;border-radius:0;background:transparent;color:inherit;font:inherit;line-height:24px;text-overflow:ellipsis}
.card-zip input:focus{outline:none}
.card-zip input::placeholder{color:var(--ms-muted);opacity:1}
.card-input:is(.is-focus,:focus-within){outline:var(--ms-focus);outline-offset:1px;border-color:var(--ms-cta)}
/* After the focus: a refused part keeps its error border inside the focus ring. */
.card-input.is-invalid{border-color:var(--ms-error)}
`;
