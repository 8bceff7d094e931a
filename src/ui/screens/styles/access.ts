/**
 * The access screens (content access denied, no public plan, outside the viewing window; ui/screens/AccessInvitation.tsx):
 * the site's name over the spec's sentence, the plans that open the page as choices (one chosen), one primary
 * 'Sign up', the members' 'Log in', and the visible way out that closing takes.
 */
export const CSS = `
/* The body (the actions, the way out) is a column of its own: it waits as one while plans come (ui/heldBack.ts). */
.access,.access-body{display:flex;flex-direction:column;gap:var(--ms-space-4)}
.access-body:empty{display:none}
.access>p,.access-body>p{margin:0}
.access-site{text-align:center;color:var(--ms-muted);font-size:var(--ms-text-sm);font-weight:600;letter-spacing:.02em;padding-inline:24px}
.access h1{margin:0;font-size:var(--ms-text-lg);font-weight:700;line-height:1.35}
.access-plans{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:var(--ms-space-2);min-width:0}
/* A plan: the whole card is the radio's label; the chosen one is edged and tinted in the call-to-action colour. */
.access-plan{flex-direction:row;align-items:flex-start;gap:var(--ms-space-3);padding:var(--ms-space-3) var(--ms-space-4);cursor:pointer;font-weight:400;font-size:var(--ms-text-md)}
.access-plan:hover{background:var(--ms-hover)}
.access-plan:has(input:checked){border-color:var(--ms-cta);background:var(--ms-selected);box-shadow:inset 0 0 0 1px var(--ms-cta)}
.access-plan:has(input:focus-visible){outline:var(--ms-focus);outline-offset:2px}
.access-plan input{margin:3px 0 0;padding:0;width:18px;height:18px;flex:none;accent-color:var(--ms-cta)}
.access-plan input:focus{outline:none}
.access-plan-text{display:flex;flex-direction:column;gap:2px;flex:1;min-width:0;overflow-wrap:anywhere}
.access-plan-name{font-weight:700}
.access-plan-price{font-size:var(--ms-text-sm)}
.access-plan-note{font-size:var(--ms-text-sm);color:var(--ms-muted)}
.access-plan-badge{flex:none;align-self:flex-start;font-size:var(--ms-text-xs);font-weight:700;color:var(--ms-ok-text);background:var(--ms-ok-bg);border-radius:var(--ms-radius-pill);padding:2px var(--ms-space-2);white-space:nowrap}
/* Members: a quiet line with the secondary button beside it, wrapping under it when narrow. */
.access-members{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:var(--ms-space-2) var(--ms-space-3);padding-top:var(--ms-space-4);border-top:1px solid var(--ms-line);color:var(--ms-muted);font-size:var(--ms-text-sm)}
.access-members .btn{font-size:var(--ms-text-sm)}
.access-leave{align-self:center;font-size:var(--ms-text-sm);color:var(--ms-muted);min-height:var(--ms-control-height)}
`;
