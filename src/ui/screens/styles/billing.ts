/** Billing: the cancel flow, the charge history with its scroll shadow, an invoice. */
export const CSS = `
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
`;
