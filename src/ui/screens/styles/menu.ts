/** The member menu (screens/MemberMenu.tsx). */
export const CSS = `
.menu ul{list-style:none;margin:12px 0 0;padding:0;display:flex;flex-direction:column;gap:2px}
.menu a{display:flex;gap:10px;align-items:center;padding:10px 12px;border-radius:var(--ms-radius-input);color:inherit;text-decoration:none}
.menu a:hover,.menu a:focus-visible{background:var(--ms-hover)}
.menu a.active{background:var(--ms-selected);font-weight:700}
.menu .emoji{width:1.4em;text-align:center}
/* The menu's first row, the account button, stops short of the close button beside it. */
.menu-account{display:flex;gap:12px;align-items:center;width:calc(100% - 24px);padding:8px;border:0;background:none;font:inherit;text-align:start;cursor:pointer;border-radius:var(--ms-radius-input);color:inherit}
.menu-account:hover,.menu-account:focus-visible{background:var(--ms-hover)}
.menu-account span{display:flex;flex-direction:column;min-width:0;overflow-wrap:anywhere}
`;
