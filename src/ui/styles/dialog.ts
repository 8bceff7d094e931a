/** The dialog and its backdrop, the back and close buttons and the heading: added with the dialog's chunk (ui/dialog.ts). */
export const CSS = `
/* The backdrop is a native <dialog> (ui/topLayer.ts) covering the viewport: the browser's own box and ::backdrop
   give way to ours. */
.backdrop{position:fixed;inset:0;width:auto;height:auto;max-width:none;max-height:none;margin:0;border:0;color:inherit;font:inherit;background:var(--ms-backdrop);align-items:flex-start;justify-content:center;overflow:auto;z-index:2147483646;padding:40px 12px}
.backdrop[open]{display:flex}.backdrop::backdrop{background:transparent}
.dialog{position:relative;background:var(--ms-surface);border-radius:var(--ms-radius-modal);box-shadow:0 10px 40px var(--ms-shadow);width:100%;padding:32px 28px 24px}
/* Focused for screen readers only: no control, no ring. */
.dialog:focus{outline:none}
.dialog[data-animating]{animation:ms-in .3s ease-out}
@keyframes ms-in{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
/* A phone gets a sheet: the full width, as tall as its content, anchored to the bottom edge with the page's dimmed
   top showing above it (an auto margin, unlike end alignment, keeps a sheet taller than the screen scrollable from
   its top); clear of the home indicator. */
@media (max-width:767px){.backdrop{padding:24px 0 0}.dialog{margin-top:auto;border-radius:var(--ms-radius-modal) var(--ms-radius-modal) 0 0;padding-bottom:max(24px,env(safe-area-inset-bottom))}}
.icon-btn{position:absolute;top:8px;background:none;border:0;font-size:24px;line-height:1;width:40px;height:40px;border-radius:50%;cursor:pointer;color:var(--ms-muted)}
.icon-btn:hover,.icon-btn:focus-visible{background:var(--ms-hover);color:var(--ms-text)}
.close{inset-inline-end:8px}.back{inset-inline-start:8px}
/* Headings keep clear of the back and close buttons (8 + 40 px in from the edge, the dialog pads 28): long ones,
   and any heading with enlarged text, would run under them. */
h1{font-size:var(--ms-text-xl);line-height:1.25;margin:0 0 var(--ms-space-5);text-align:center;padding-inline:24px;overflow-wrap:break-word}
`;
