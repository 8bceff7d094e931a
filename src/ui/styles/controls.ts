/**
 * The form kit's controls that sign-in needs: fields, labels, errors, the alert, links, statuses and the stack,
 * added with the dialog's chunk (ui/dialog.ts); the buttons are the shell's (a crashed member button offers one).
 * The other primitives, which only the screens chunk's screens use, are ui/screens/styles/controls.ts.
 */
export const CSS = `
form{display:flex;flex-direction:column;gap:var(--ms-space-4)}
label{display:flex;flex-direction:column;gap:6px;font-size:var(--ms-text-sm);font-weight:600}
input{font:inherit;font-weight:400;padding:10px 12px;border:1px solid var(--ms-border);border-radius:var(--ms-radius-input);background:var(--ms-surface);color:var(--ms-text)}
/* A field is as tall as a button, the theme's control height, whatever the font's line height makes of its padding. */
input:not([type=checkbox],[type=radio],[type=file]){min-height:var(--ms-control-height)}
input:focus{outline:var(--ms-focus);outline-offset:1px;border-color:var(--ms-cta)}
input[aria-invalid=true]{border-color:var(--ms-error)}
/* Addresses and numbers read left to right in every language; in a right-to-left layout they keep to its side. */
input:is([type=email],[type=tel],[type=url]){direction:ltr}[dir=rtl] input:is([type=email],[type=tel],[type=url]){text-align:right}
/* Error text in the darker shade of the theme's error colour (#e74c3c is 3.8:1 on white, under WCAG AA's 4.5:1
   for small text); the theme colour itself draws the invalid fields' borders. */
.field-error{color:var(--ms-error-text);font-weight:400;font-size:13px}
.alert{background:var(--ms-error-bg);color:var(--ms-error-text);border:1px solid var(--ms-error);border-inline-start-width:4px;border-radius:var(--ms-radius-input);padding:var(--ms-space-3) var(--ms-space-3);font-size:var(--ms-text-sm)}
.alert p{margin:0}.alert p+p{margin-top:var(--ms-space-2)}
.link{background:none;border:0;padding:0;font:inherit;color:var(--ms-cta);cursor:pointer;text-decoration:underline}
.row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:var(--ms-space-2);font-size:var(--ms-text-sm)}
/* The captcha's inline badge (256x60) has its room before its script has come: nothing below it moves down then. */
.captcha{min-height:60px}
/* What waits under 'Loading…' for plans to come above it (ui/heldBack.ts): laid out, the dialog has its height, not shown. */
.held{opacity:0}
/* 'or' between two ways, drawn as a divider. */
.or{display:flex;align-items:center;gap:var(--ms-space-3);margin:0;color:var(--ms-muted);font-size:var(--ms-text-sm)}
.or::before,.or::after{content:"";flex:1;border-top:1px solid var(--ms-line)}
.status{font-size:13px;font-weight:700}.status.ok{color:var(--ms-ok)}.status.warning{color:var(--ms-warning)}.status.error{color:var(--ms-error-text)}
/* Spaced by the gap alone (flex margins do not collapse). */
.stack{display:flex;flex-direction:column;gap:var(--ms-space-3)}.stack>p{margin:0}
`;
