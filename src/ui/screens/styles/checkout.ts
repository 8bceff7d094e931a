/**
 * Plan signup's checkout (screens/SignupToPlan.tsx, screens/PlanParts.tsx) and registration's plan summary
 * (screens/RegisterUser.tsx): the plan's head (name and price on one line), the plans to choose from, the order
 * summary, the coupon with Apply beside it, and the payment method.
 */
export const CSS = `
/* Name and price side by side, the price right after the name when they wrap (a phone, a long name). */
.plan-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:var(--ms-space-1) var(--ms-space-3)}
.plan-head h2{margin:0}
.plan-price{margin:0;display:flex;flex-wrap:wrap;align-items:baseline;gap:var(--ms-space-1) var(--ms-space-2);font-weight:700}
.plan-trial{font-size:var(--ms-text-xs);font-weight:700;color:var(--ms-ok-text);background:var(--ms-ok-bg);border-radius:var(--ms-radius-pill);padding:2px var(--ms-space-2)}
.plan-name{font-weight:700}
/* The plans offered before one is chosen, and registration's plans: one compact row each. */
.plan-options{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:var(--ms-space-2)}
.plan-option{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:var(--ms-space-1) var(--ms-space-3);width:100%;min-height:var(--ms-control-height);padding:var(--ms-space-3) var(--ms-space-4);font:inherit;text-align:start;color:var(--ms-text);background:var(--ms-surface);border:1px solid var(--ms-line);border-radius:var(--ms-radius-modal);cursor:pointer}
.plan-option:hover{border-color:var(--ms-cta);background:var(--ms-selected)}
.plan-option.static{cursor:default}.plan-option.static:hover{border-color:var(--ms-line);background:var(--ms-surface)}
.plan-option .plan-price{font-weight:400;font-size:var(--ms-text-sm)}
.register-plans{margin-bottom:var(--ms-space-4)}
.register-plans>p{margin:var(--ms-space-2) 0 0;font-size:var(--ms-text-sm)}
/* The order summary: lines of label and amount, the total under a rule, then a line per run of payments to come. */
.order{border-top:1px solid var(--ms-line);padding-top:var(--ms-space-3)}
.order-lines{margin:0;display:flex;flex-direction:column;gap:var(--ms-space-1)}
.order-lines>div{display:flex;justify-content:space-between;align-items:baseline;gap:var(--ms-space-3)}
.order-lines dt{min-width:0;overflow-wrap:anywhere}
.order-lines dd{margin:0;white-space:nowrap;font-variant-numeric:tabular-nums}
.order-total{font-weight:700;border-top:1px solid var(--ms-line);padding-top:var(--ms-space-2);margin-top:var(--ms-space-1)}
.order-line{margin:var(--ms-space-2) 0 0;font-size:var(--ms-text-sm);color:var(--ms-muted)}
.order-line-part{display:block}
/* The coupon: Apply beside its input, the same height; under it on a very narrow width. */
.coupon{display:flex;flex-direction:column;gap:6px}
.coupon>label{font-size:var(--ms-text-sm);font-weight:600}
.coupon-row{display:flex;flex-wrap:wrap;gap:var(--ms-space-2)}
.coupon-row input{flex:1 1 12em;min-width:0;min-height:var(--ms-control-height);box-sizing:border-box}
.coupon-row .btn{flex:none}
/* The payment method: the card choice, or the card field alone when a new card is the one way to pay. */
.payment-method{min-width:0;display:flex;flex-direction:column;gap:var(--ms-space-2);position:relative}
/* Wallets above the card (payments/WalletButtons.tsx): out of the flow and of no height until the provider says one
   can pay, so a browser without one sees the form exactly as without them; then the buttons, 'or pay by card' under. */
.wallet{display:flex;flex-direction:column;gap:var(--ms-space-3)}
.wallet:not(.is-available){position:absolute;inset-inline:0;top:0;height:0;overflow:hidden}
.wallet[hidden]{display:none}
.wallet-or{margin:0;display:flex;align-items:center;gap:var(--ms-space-3);font-size:var(--ms-text-sm);color:var(--ms-muted)}
.wallet-or::before,.wallet-or::after{content:"";flex:1;border-top:1px solid var(--ms-line)}
`;
