/** The card provider's field (payments/CardField.tsx): its inputs sit in a box drawn like ours. */
export const CSS = `
.card-field{display:flex;flex-direction:column;gap:4px;font-size:14px;font-weight:700}
/* Card numbers read left to right in every language; the field keeps its place in a right-to-left layout. */
.card-input{direction:ltr}
.card-input{padding:10px 12px;border:1px solid var(--ms-border);border-radius:var(--ms-radius-input);background:var(--ms-surface);font-weight:400}
.card-input.StripeElement--focus{outline:2px solid var(--ms-cta);outline-offset:1px}
.card-input.StripeElement--invalid{border-color:var(--ms-error)}
`;
