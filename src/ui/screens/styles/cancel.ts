/**
 * The cancel flow (screens/CancelMembership.tsx): each offer a card to choose (the whole card is the radio's
 * label), the chosen one outlined and opened on its text box or offer, the action always under them (its end state is the shared outcome panel,
 * ui/screens/styles/outcome.ts).
 */
export const CSS = `
.cancel .choices{gap:var(--ms-space-2)}
.cancel .choices legend{margin-bottom:var(--ms-space-2);font-size:var(--ms-text-md);font-weight:400;color:var(--ms-muted)}
.choice-card{border:1px solid var(--ms-border);border-radius:var(--ms-radius-modal);background:var(--ms-surface)}
.choice-card:hover{background:var(--ms-hover)}
.choice-card.chosen{border-color:var(--ms-cta);box-shadow:inset 0 0 0 1px var(--ms-cta);background:var(--ms-selected)}
.choice-card label.choice{gap:var(--ms-space-3);min-height:var(--ms-control-height);padding:var(--ms-space-3) var(--ms-space-4);font-size:var(--ms-text-md);cursor:pointer}
.choice-card label.choice input{width:18px;height:18px}
.choice-card label.choice .icon{color:var(--ms-muted)}
.choice-card.chosen label.choice{font-weight:700}
.choice-card.chosen label.choice .icon{color:var(--ms-cta)}
.choice-card:has(input:focus-visible){outline:var(--ms-focus);outline-offset:2px}
/* The chosen card's offer or text box, under its label, lined up with the label's text. */
.choice-detail{padding:0 var(--ms-space-4) var(--ms-space-4);padding-inline-start:calc(var(--ms-space-4) + 18px + var(--ms-space-3))}
.choice-detail .note{margin:0;color:var(--ms-text);font-size:var(--ms-text-sm)}
.choice-detail textarea{background:var(--ms-surface)}
.cancel-action{display:flex;flex-direction:column;gap:var(--ms-space-2)}
.cancel-action p{margin:0;font-size:var(--ms-text-sm);text-align:center}
.cancel-action .btn[aria-disabled=true]{opacity:.55;cursor:not-allowed;filter:none}
`;
