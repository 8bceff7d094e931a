/** Cards and the account page's columns: memberships, their actions, the card's rows, the profile head, a payment's lines. */
export const CSS = `
h2{font-size:var(--ms-text-md);margin:0 0 var(--ms-space-3)}
.lines{width:100%;border-collapse:collapse}.lines td,.lines th{padding:4px 0;text-align:start}.lines td+td{text-align:end}
.cards{display:grid;grid-template-columns:1fr 1fr;gap:var(--ms-space-4);align-items:start}
@media (max-width:767px){.cards{grid-template-columns:1fr}}
@container (max-width:599px){.cards{grid-template-columns:1fr}}
.card{border:1px solid var(--ms-line);border-radius:var(--ms-radius-modal);padding:var(--ms-space-4);background:var(--ms-surface)}
.card ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:var(--ms-space-2)}
/* Account page and membership details: cards stacked per column. */
.col{display:flex;flex-direction:column;gap:var(--ms-space-4);min-width:0}
.note,.muted{color:var(--ms-muted)}
/* A membership: its name and status pill on one line (wrapping when narrow), its actions under them; memberships
   apart by a rule. */
.memberships{list-style:none;margin:0;padding:0;display:flex;flex-direction:column}
.card ul.memberships{gap:0}
.memberships>li+li{border-block-start:1px solid var(--ms-line);margin-block-start:var(--ms-space-3);padding-block-start:var(--ms-space-3)}
.memberships.details{gap:var(--ms-space-3)}
.memberships.details>li+li{border:1px solid var(--ms-line);margin:0;padding:var(--ms-space-4)}
.memberships p{margin:var(--ms-space-1) 0 0;font-size:var(--ms-text-sm)}
.membership-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--ms-space-1) var(--ms-space-2);overflow-wrap:anywhere}
/* The status: a pill tinted with its tone; a multi-payment plan's count after it, quieter. */
.membership-head .status{display:inline-flex;flex-wrap:wrap;align-items:center;gap:var(--ms-space-1) var(--ms-space-2);font-size:var(--ms-text-xs)}
.status .pill{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border-radius:var(--ms-radius-pill);background:var(--ms-hover);white-space:nowrap}
.status .pill::before{content:"";width:6px;height:6px;border-radius:50%;background:currentColor}
/* On its tint the theme's green is under 4.5:1 for small text: the darker shade of it (as the error's). */
.status.ok .pill{background:var(--ms-ok-bg);color:var(--ms-ok-text)}.status.warning .pill{background:var(--ms-warning-bg)}.status.error .pill{background:var(--ms-error-bg)}
.status .payments{color:var(--ms-muted);font-weight:400}
/* Row actions: small buttons (the one a row needs, in the call to action's colour), cancelling as quiet text. */
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:var(--ms-space-2);margin-top:var(--ms-space-3);font-size:var(--ms-text-sm)}
.btn.sm{min-height:36px;padding:6px var(--ms-space-3);font-size:var(--ms-text-sm)}
.quiet-link{background:none;border:0;font:inherit;color:var(--ms-muted);cursor:pointer;padding:6px var(--ms-space-1);text-decoration:underline;text-underline-offset:2px;min-height:36px}
.quiet-link:hover{color:var(--ms-text)}
.actions .note{display:inline-flex;align-items:center;gap:6px}
/* A card's links as rows, like a menu's: icon, label, chevron; the whole row is the control. */
.card ul.rows{gap:0;margin-block-start:var(--ms-space-3);margin-inline:calc(-1 * var(--ms-space-2))}
.card ul.memberships+ul.rows,.card p+ul.rows{border-block-start:1px solid var(--ms-line);padding-block-start:var(--ms-space-2)}
.row-link{display:flex;align-items:center;gap:var(--ms-space-3);width:100%;min-height:var(--ms-control-height);padding:var(--ms-space-2);border:0;border-radius:var(--ms-radius-input);background:none;font:inherit;font-size:var(--ms-text-sm);color:var(--ms-text);text-align:start;text-decoration:none;cursor:pointer}
.row-link:hover{background:var(--ms-hover)}
.row-link .icon{color:var(--ms-muted)}
.row-link .label{flex:1;min-width:0;overflow-wrap:anywhere}
.row-link .chevron,.row-link .trail{color:var(--ms-faint)}
.row-link[data-action=logOut] .label,.row-link[data-action=logOut] .icon{color:var(--ms-error-text)}
.profile-head{display:flex;align-items:center;gap:var(--ms-space-3);overflow-wrap:anywhere;min-width:0}
.profile-head p{margin:0;display:flex;flex-direction:column;min-width:0;font-size:var(--ms-text-sm)}
.profile-head strong{font-size:var(--ms-text-md)}
`;
