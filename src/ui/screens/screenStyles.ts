import { addStyles } from '../styles';

/**
 * The rules of the screens chunk's screens (ui/screens/flows/screens.ts), payments' and diagnostics' (both import
 * that chunk): added to the widget's sheet when the chunk loads (ui/styles.ts addStyles), never on a sign-in click.
 * Written to be read: the build minifies it (esbuild.mjs), as it does ui/styles.ts.
 */
export const CSS = `
h2{font-size:17px;margin:0 0 10px}
/* Custom signup fields (form/CustomFields.tsx) and the avatar upload (screens/EditProfile.tsx). */
select,textarea{font:inherit;font-weight:400;padding:10px 12px;border:1px solid var(--ms-border);border-radius:var(--ms-radius-input);background:var(--ms-surface);color:var(--ms-text)}
textarea{resize:vertical}
select:focus,textarea:focus{outline:2px solid var(--ms-cta);outline-offset:1px}
select[aria-invalid=true],textarea[aria-invalid=true]{border-color:var(--ms-error)}
.choices{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:6px;min-width:0}
.choices legend{padding:0;margin-bottom:4px;font-size:14px;font-weight:700}
label.choice{flex-direction:row;align-items:center;gap:8px;font-weight:400}
label.choice input{margin:0;padding:0;width:16px;height:16px;flex:none;accent-color:var(--ms-cta)}
.avatar-field{display:flex;gap:16px;align-items:center}
.avatar-field label{flex:1;min-width:0}
.avatar-preview{width:80px;height:80px;border-radius:50%;object-fit:cover;flex:none}
/* The card provider's field (payments/CardField.tsx): its inputs sit in a box drawn like ours; a payment's lines. */
.card-field{display:flex;flex-direction:column;gap:4px;font-size:14px;font-weight:700}
/* Card numbers read left to right in every language; the field keeps its place in a right-to-left layout. */
.card-input{direction:ltr}
.card-input{padding:10px 12px;border:1px solid var(--ms-border);border-radius:var(--ms-radius-input);background:var(--ms-surface);font-weight:400}
.card-input.StripeElement--focus{outline:2px solid var(--ms-cta);outline-offset:1px}
.card-input.StripeElement--invalid{border-color:var(--ms-error)}
.lines{width:100%;border-collapse:collapse}.lines td,.lines th{padding:4px 0;text-align:start}.lines td+td{text-align:end}
.cards{display:grid;grid-template-columns:1fr 1fr;gap:16px}
@media (max-width:767px){.cards{grid-template-columns:1fr}}
.card{border:1px solid var(--ms-line);border-radius:var(--ms-radius-modal);padding:16px}
.card ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
/* Account page and membership details: cards stacked per column; row actions wrap under the plan name. */
.col{display:flex;flex-direction:column;gap:16px;min-width:0}
.card ul.memberships{gap:14px}
.memberships{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
.memberships p{margin:4px 0 0;font-size:14px}
.membership-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 8px}
.actions{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 14px;margin-top:6px;font-size:14px}
.note,.muted{color:var(--ms-muted)}
.card ul.links{margin-top:14px;gap:6px;font-size:15px}
.profile-head{display:flex;align-items:center;gap:14px;margin-bottom:4px;overflow-wrap:anywhere}
.profile-head p{margin:0}
.menu ul{list-style:none;margin:12px 0 0;padding:0;display:flex;flex-direction:column;gap:2px}
.menu a{display:flex;gap:10px;align-items:center;padding:10px 12px;border-radius:var(--ms-radius-input);color:inherit;text-decoration:none}
.menu a:hover,.menu a:focus-visible{background:var(--ms-hover)}
.menu a.active{background:var(--ms-selected);font-weight:700}
.menu .emoji{width:1.4em;text-align:center}
/* The menu's first row, the account button, stops short of the close button beside it. */
.menu-account{display:flex;gap:12px;align-items:center;width:calc(100% - 24px);padding:8px;border:0;background:none;font:inherit;text-align:start;cursor:pointer;border-radius:var(--ms-radius-input);color:inherit}
.menu-account:hover,.menu-account:focus-visible{background:var(--ms-hover)}
.menu-account span{display:flex;flex-direction:column;min-width:0;overflow-wrap:anywhere}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
/* billing: cancel, charge history, invoice */
.charges{max-height:300px;overflow:auto}
/* The scroll shadow (part 1 §9, at most 48 px): as deep as what lies beyond each edge (ui/useScrollShadow.ts). */
/* Each shadow is offset and shrunk by its own blur, so it shows along its edge only, never down the sides. */
.scroll-shade{--ms-shade-t:var(--ms-shade-top,0px);--ms-shade-b:var(--ms-shade-bottom,0px);box-shadow:inset 0 var(--ms-shade-t) var(--ms-shade-t) calc(-1*var(--ms-shade-t)) var(--ms-shadow),inset 0 calc(-1*var(--ms-shade-b)) var(--ms-shade-b) calc(-1*var(--ms-shade-b)) var(--ms-shadow)}
/* A sticky table head covers the top edge: its own shadow falls below it instead. */
.scroll-shade thead th{box-shadow:0 var(--ms-shade-t) var(--ms-shade-t) calc(-1*var(--ms-shade-t)) var(--ms-shadow)}
.bill{width:100%;border-collapse:collapse;font-size:14px}
.bill th,.bill td{padding:8px;text-align:start;border-bottom:1px solid var(--ms-line);vertical-align:top}
.bill thead th{position:sticky;top:0;background:var(--ms-surface)}
.bill td+td:not(:last-child),.bill tfoot td{white-space:nowrap}
.card .bill :is(td,th):last-child{text-align:end}
/* diagnostics (ui/diagnostics/): tabs, key/value lists, log lines */
.tabs{display:flex;flex-wrap:wrap;gap:2px;border-bottom:1px solid var(--ms-line)}
.tabs button{font:inherit;font-size:14px;border:0;border-bottom:2px solid transparent;background:none;color:inherit;padding:8px 10px;cursor:pointer}
.tabs [aria-selected=true]{border-color:var(--ms-cta);font-weight:700}
.kv{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0;font-size:13px}
.kv dt{font-weight:700}.kv dd{margin:0;overflow-wrap:anywhere}
.diag pre,.logs{font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere;margin:0;padding:0;list-style:none;max-height:50vh;overflow:auto}
`;

addStyles(CSS);
