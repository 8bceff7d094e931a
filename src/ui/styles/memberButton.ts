/** The floating member button and the avatar it may show. */
export const CSS = `
.member-button{position:fixed;z-index:2147483645;border:0;border-radius:var(--ms-radius-pill);padding:12px 18px;font:inherit;font-weight:700;background:var(--ms-primary);color:var(--ms-on-dark);cursor:pointer;box-shadow:0 4px 14px var(--ms-shadow)}
.member-button.bottomRight{right:20px;bottom:20px}.member-button.bottomLeft{left:20px;bottom:20px}
.member-button.topRight{right:20px;top:20px}.member-button.topLeft{left:20px;top:20px}
.member-button.icon{display:flex;align-items:center;justify-content:center;padding:4px;width:52px;height:52px;border-radius:50%}
.menu-icon{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round}
.avatar{position:relative;display:inline-block;flex:none;border-radius:50%;overflow:hidden;background:var(--ms-line)}
.avatar img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.silhouette{fill:var(--ms-faint)}
`;
