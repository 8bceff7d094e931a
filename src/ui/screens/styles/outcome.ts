/**
 * An end state, a panel of its own (the cancel flow's outcomes, a payment with nothing due, the site's setup error):
 * a mark, the outcome as the heading, what it changed, one way on. `.warning` for something the member cannot fix.
 */
export const CSS = `
.outcome{display:flex;flex-direction:column;align-items:center;gap:var(--ms-space-3);text-align:center;padding-block:var(--ms-space-4)}
.outcome h1{margin:0;max-width:28em}
.outcome h1:focus{outline:none}
.outcome-icon{display:flex;color:var(--ms-ok)}
.outcome-icon.quiet{color:var(--ms-muted)}
.outcome-icon .icon{stroke-width:1.5}
.outcome-plan{width:100%;max-width:420px;border:1px solid var(--ms-line);border-radius:var(--ms-radius-modal);padding:var(--ms-space-3) var(--ms-space-4);text-align:start}
.outcome-plan p{margin:var(--ms-space-1) 0 0;font-size:var(--ms-text-sm)}
.outcome .btn{min-width:160px}
.outcome-icon.warning{color:var(--ms-warning)}
.outcome.notice h1{font-size:var(--ms-text-lg);font-weight:600;line-height:1.4}
`;
