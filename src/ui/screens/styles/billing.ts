/** Billing: the cancel flow, the charge history with its scroll shadow, an invoice. */
export const CSS = `
/* The scroll shadow (part 1 §9, at most 48 px): as deep as what lies beyond each edge (ui/useScrollShadow.ts). */
/* Each shadow is offset and shrunk by its own blur, so it shows along its edge only, never down the sides. */
.scroll-shade{--ms-shade-t:var(--ms-shade-top,0px);--ms-shade-b:var(--ms-shade-bottom,0px);--ms-shade:var(--ms-shade-colour,var(--ms-shadow));box-shadow:inset 0 var(--ms-shade-t) var(--ms-shade-t) calc(-1*var(--ms-shade-t)) var(--ms-shade),inset 0 calc(-1*var(--ms-shade-b)) var(--ms-shade-b) calc(-1*var(--ms-shade-b)) var(--ms-shade)}
/* A sticky table head covers the top edge: its own shadow falls below it instead. */
.scroll-shade thead th{box-shadow:0 var(--ms-shade-t) var(--ms-shade-t) calc(-1*var(--ms-shade-t)) var(--ms-shade)}
.bill{width:100%;border-collapse:collapse;font-size:var(--ms-text-sm)}
.bill th,.bill td{padding:var(--ms-space-2);text-align:start;border-bottom:1px solid var(--ms-line);vertical-align:top}
.bill thead th{position:sticky;top:0;background:var(--ms-surface)}
.bill td+td:not(:last-child),.bill tfoot td{white-space:nowrap}
.card .bill :is(td,th):last-child{text-align:end}
/* The totals' 'paid' and 'due' are the spec's words, lower-case: shown with a capital like the labels above them
   (Subtotal, Total); the text itself, and what a screen reader says, stay the spec's. */
.bill tfoot th::first-letter{text-transform:uppercase}
.bill tfoot .muted{font-weight:400}
.bill tfoot [data-row=invoiceTotal] :is(th,td){font-weight:700}
/* Charge history (part 2 §2): a framed list at most 300 px high (part 2 §9), at every width. Its frame and a deeper
   shadow at the edge where rows are hidden say that it scrolls; the count and 'Load more' sit under it, always in view. */
.charges-box{container:charges/inline-size;border:1px solid var(--ms-line);border-radius:var(--ms-radius-modal);overflow:hidden}
.charges{max-height:300px;overflow:auto;--ms-shade-colour:rgba(0,0,0,.45)}
.charges:focus-visible{outline-offset:-2px}
.charge-table tr:last-child td{border-bottom:0}
.charge-table thead th{font-size:var(--ms-text-xs);text-transform:uppercase;letter-spacing:.04em;color:var(--ms-muted)}
.charge-table td:nth-child(2){font-weight:700}
.charges-foot{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--ms-space-2) var(--ms-space-4)}
.charges-foot>p{margin:0;font-size:var(--ms-text-sm)}
.charges-foot>p:empty{display:none}
.charges-foot>.stack{flex-basis:100%}
.charges-foot>.btn{margin-inline-start:auto}
/* A narrow list (a phone, a narrow embed): each charge a card, the date and amount on its first line, the plan and
   its status and invoice link below. The same table, so rows keep their headers for screen readers. */
@container charges (max-width:479px){
  .charge-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
  .charge-table,.charge-table tbody{display:block}
  .charge-table tr{display:grid;grid-template-columns:minmax(0,1fr) auto auto;grid-template-areas:"date date amount" "desc status view";align-items:baseline;gap:var(--ms-space-1) var(--ms-space-3);padding:var(--ms-space-3) var(--ms-space-4);border-bottom:1px solid var(--ms-line)}
  .charge-table tr:last-child{border-bottom:0}
  .bill.charge-table td{display:block;padding:0;border:0;white-space:normal;min-width:0;overflow-wrap:anywhere}
  .charge-table td:nth-child(1){grid-area:date;font-size:var(--ms-text-md);font-weight:600}
  .charge-table td:nth-child(2){grid-area:amount;font-size:var(--ms-text-md);text-align:end;white-space:nowrap}
  .charge-table td:nth-child(3){grid-area:status}
  .charge-table td:nth-child(4){grid-area:view;text-align:end}
  .charge-table td:nth-child(5){grid-area:desc;color:var(--ms-muted)}
}
/* Invoice details: the spec's 'Invoice ID: {id}' as a heading whose id is a second, quieter line that wraps. */
.invoice-id{display:block;margin-top:var(--ms-space-1);font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:var(--ms-text-sm);font-weight:400;color:var(--ms-muted);overflow-wrap:anywhere}
`;
