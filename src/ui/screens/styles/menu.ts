/** The member menu (screens/MemberMenu.tsx): the account row, the items with their icons, 'Log out' apart at the end. */
export const CSS = `
.menu ul{list-style:none;margin:var(--ms-space-2) 0 0;padding:var(--ms-space-2) 0 0;display:flex;flex-direction:column;gap:2px;border-block-start:1px solid var(--ms-line)}
.menu a,.menu-logout{display:flex;gap:var(--ms-space-3);align-items:center;min-height:var(--ms-control-height);padding:var(--ms-space-2) var(--ms-space-3);border-radius:var(--ms-radius-input);color:inherit;text-decoration:none;font-size:var(--ms-text-sm)}
.menu a .icon,.menu-logout .icon{color:var(--ms-muted)}
.menu a:hover,.menu-logout:hover{background:var(--ms-hover)}
.menu a.active{background:var(--ms-selected);font-weight:700}
.menu a.active .icon{color:var(--ms-cta)}
.menu .label{flex:1;min-width:0;overflow-wrap:anywhere}
.menu-foot{margin-block-start:var(--ms-space-2);padding-block-start:var(--ms-space-2);border-block-start:1px solid var(--ms-line)}
.menu-logout{width:100%;border:0;background:none;font:inherit;font-size:var(--ms-text-sm);text-align:start;cursor:pointer}
/* The menu's first row, the account button, stops short of the close button beside it. */
.menu-account{display:flex;gap:var(--ms-space-3);align-items:center;width:calc(100% - 24px);padding:var(--ms-space-2);border:0;background:none;font:inherit;text-align:start;cursor:pointer;border-radius:var(--ms-radius-input);color:inherit}
.menu-account:hover{background:var(--ms-hover)}
.menu-account .who{display:flex;flex-direction:column;flex:1;min-width:0;overflow-wrap:anywhere;font-size:var(--ms-text-sm)}
.menu-account .who span{color:var(--ms-muted)}
.menu-account .chevron{color:var(--ms-faint)}
`;
