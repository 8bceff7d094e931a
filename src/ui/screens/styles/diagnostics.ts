/** The diagnostics overlay (ui/diagnostics/): tabs, key/value lists, log lines. */
export const CSS = `
.tabs{display:flex;flex-wrap:wrap;gap:2px;border-bottom:1px solid var(--ms-line)}
.tabs button{font:inherit;font-size:14px;border:0;border-bottom:2px solid transparent;background:none;color:inherit;padding:8px 10px;cursor:pointer}
.tabs [aria-selected=true]{border-color:var(--ms-cta);font-weight:700}
.kv{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0;font-size:13px}
.kv dt{font-weight:700}.kv dd{margin:0;overflow-wrap:anywhere}
.diag pre,.logs{font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere;margin:0;padding:0;list-style:none;max-height:50vh;overflow:auto}
`;
