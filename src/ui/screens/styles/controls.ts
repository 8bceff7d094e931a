/**
 * The design system's primitives that only the screens chunk's screens use (a sign-in click does not download
 * them; the others are ui/styles/controls.ts): the alert's other tones, the secondary (outlined) button, the empty
 * state and text for screen readers only.
 */
export const CSS = `
/* The other alert tones: done, for information, a warning. */
.alert.ok{background:var(--ms-ok-bg);color:var(--ms-ok-text);border-color:var(--ms-ok)}
.alert.info{background:var(--ms-info-bg);color:var(--ms-text);border-color:var(--ms-cta)}
.alert.warning{background:var(--ms-warning-bg);color:var(--ms-warning);border-color:var(--ms-warning)}
.btn.secondary{background:var(--ms-surface);color:var(--ms-text);border-color:var(--ms-border)}
.btn.secondary:hover{background:var(--ms-hover);filter:none}
/* Nothing to show yet (no charges, no plans): a quiet, centred line. */
.empty{text-align:center;color:var(--ms-muted);padding:var(--ms-space-5) var(--ms-space-4);font-size:var(--ms-text-sm)}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.btn.secondary[disabled]{background:var(--ms-surface)}
`;
