/** Cards and the account page's columns: memberships, their actions, the profile head, a payment's lines. */
export const CSS = `
h2{font-size:17px;margin:0 0 10px}
.lines{width:100%;border-collapse:collapse}.lines td,.lines th{padding:4px 0;text-align:start}.lines td+td{text-align:end}
.cards{display:grid;grid-template-columns:1fr 1fr;gap:16px}
@media (max-width:767px){.cards{grid-template-columns:1fr}}
@container (max-width:599px){.cards{grid-template-columns:1fr}}
.card{border:1px solid var(--ms-line);border-radius:var(--ms-radius-modal);padding:16px}
.card ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
/* Account page and membership details: cards stacked per column; row actions wrap under the plan name. */
.col{display:flex;flex-direction:column;gap:16px;min-width:0}
.card ul.memberships{gap:14px}
.memberships{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
.memberships p{margin:4px 0 0;font-size:14px}
.membership-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 8px}
.actions{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 14px;margin-top:6px;font-size:14px}
.note,.muted{color:var(--ms-muted)}
.card ul.links{margin-top:14px;gap:6px;font-size:15px}
.profile-head{display:flex;align-items:center;gap:14px;margin-bottom:4px;overflow-wrap:anywhere}
.profile-head p{margin:0}
`;
