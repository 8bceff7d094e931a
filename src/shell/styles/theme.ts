/** The host element's reset, the theme and the design system's scales: every other sheet reads these variables. */
export const CSS = `
/* !important in the shadow tree beats the host page's !important on our host element (CSS Cascade 4), so
   nothing the page sets on every element is inherited into the widget. */
:host{all:initial !important}
/* Pseudo-elements the page adds to every element (content:"…") would show on our host. */
:host::before,:host::after{content:none !important;display:none !important}
/* The theme (part 1 §9): every colour and radius below reads these. Declared on .ms, not :root, so a page's own
   --ms-* variables (custom properties inherit into shadow roots) are overridden. */
.ms{--ms-primary:#202020;--ms-cta:#0e75be;--ms-error:#e74c3c;--ms-radius-modal:8px;--ms-radius-input:4px;--ms-radius-pill:24px;
--ms-text:#222;--ms-muted:#666;--ms-faint:#9a9a9a;--ms-surface:#fff;--ms-on-dark:#fff;--ms-border:#bbb;--ms-line:#e3e3e3;
--ms-hover:#f0f0f0;--ms-selected:#e8f1f8;--ms-backdrop:rgba(0,0,0,.55);--ms-shadow:rgba(0,0,0,.3);
--ms-error-bg:#fdecea;--ms-error-text:#a4281b;--ms-ok:#1e8449;--ms-warning:#8f5e00;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.4;color:var(--ms-text);text-align:start}
/* Lato once its faces loaded (host/fonts.ts sets data-font on the host); the system stack until then or for good.
   The family is ours (constants.ts FONT_FAMILY; test/unit/fonts.test.ts checks the two agree). */
:host([data-font=loaded]) .ms{font-family:MemberSpace,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
/* The floating button and an embed's screen wait for the font's outcome (at most the font timeout) before they paint:
   drawn in the system font first, they would reflow when Lato arrives, a layout shift on every page (the embed keeps
   its box meanwhile: at least the iframe's height). Hidden, they take no focus. The same while the site's custom
   styling is on its way (shell/customStyles.ts): never drawn in our colours first. */
:host([data-font=loading]) :is(.member-button,.embed-screen),:host([data-styling=loading]) :is(.member-button,.embed-screen){visibility:hidden}
/* The design system's scales (one place; every sheet reads them): spacing on a 4 px grid, a type scale, weights,
   the tinted backgrounds of the alerts, and the focus ring every control shows when reached by keyboard. */
.ms{--ms-space-1:4px;--ms-space-2:8px;--ms-space-3:12px;--ms-space-4:16px;--ms-space-5:24px;
--ms-text-xs:12px;--ms-text-sm:14px;--ms-text-md:16px;--ms-text-lg:18px;--ms-text-xl:22px;
--ms-ok-bg:#e8f5ed;--ms-ok-text:#176639;--ms-info-bg:#eef5fb;--ms-warning-bg:#fdf4e3;--ms-focus:2px solid var(--ms-cta);--ms-control-height:44px}
*,*::before,*::after{box-sizing:border-box}
:is(button,a,[tabindex]):focus-visible{outline:var(--ms-focus);outline-offset:2px}
/* A visitor who asked their system for less motion gets none: the dialog simply appears (and anything else that
   moves in the widget, now or later, stays still). */
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none !important;transition:none !important;scroll-behavior:auto !important}}
`;
