/** The floating member button and the avatar it may show. */
export const CSS = `
.member-button{position:fixed;z-index:2147483645;border:0;border-radius:var(--ms-radius-pill);padding:12px 18px;font:inherit;font-weight:700;background:var(--ms-primary);color:var(--ms-on-dark);cursor:pointer;box-shadow:0 4px 14px var(--ms-shadow)}
/* The corner's offsets: 20 px or the owner's; --ms-dy pushes it clear of the page's fixed controls (shell/buttonPlacement.ts). */
.member-button{transform:translateY(var(--ms-dy,0px))}
.member-button.bottomRight{right:var(--ms-bx,20px);bottom:var(--ms-by,20px)}.member-button.bottomLeft{left:var(--ms-bx,20px);bottom:var(--ms-by,20px)}
.member-button.topRight{right:var(--ms-bx,20px);top:var(--ms-by,20px)}.member-button.topLeft{left:var(--ms-bx,20px);top:var(--ms-by,20px)}
/* Later moves glide, a transform: no layout shift (none for reduced motion: theme.ts). The first is before it shows. */
.member-button[data-placed]{transition:transform .2s}
/* Hidden until placed (shell/memberButton.ts): it first shows where it stays. Hidden, it takes no focus. */
.member-button:not([data-at]){visibility:hidden}
/* On a dark page the dark button would fade into it: the theme's light surface, outlined (no size change). */
.member-button.light{background:var(--ms-surface);color:var(--ms-primary);box-shadow:inset 0 0 0 1px var(--ms-primary),0 4px 14px var(--ms-shadow)}
.member-button.icon{display:flex;align-items:center;justify-content:center;padding:4px;width:52px;height:52px;border-radius:50%}
/* The menu's badge on the member's avatar, at the end corner below, ringed in the button's colour. */
.member-button .badge{position:absolute;inset-block-end:0;inset-inline-end:0;display:flex;align-items:center;justify-content:center;width:22px;height:22px;border-radius:50%;background:var(--ms-surface);color:var(--ms-primary);border:2px solid var(--ms-primary)}
.menu-icon{fill:none;stroke:currentColor;stroke-width:3;stroke-linecap:round}
.avatar{position:relative;display:inline-block;flex:none;border-radius:50%;overflow:hidden;background:var(--ms-line)}
.avatar img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.silhouette{fill:var(--ms-faint)}
`;
