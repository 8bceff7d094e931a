/**
 * The shell: what the member button's shadow root needs before any dialog (the crash and loading states, an inline
 * embed's box, the preview note, the buttons a crash offers). The dialog's own rules come with it (styles/dialog.ts).
 */
export const CSS = `
.crash{text-align:center;padding:16px;color:var(--ms-muted)}.crash p{margin:0 0 12px}
.crash.member-button{padding:12px 18px;color:var(--ms-on-dark)}.crash.member-button .btn{background:var(--ms-surface);color:var(--ms-primary)}
.loading{text-align:center;color:var(--ms-muted);padding:var(--ms-space-5)}
/* A small spinner above 'Loading…' (still, for visitors who asked for less motion). */
.loading::before{content:"";display:block;width:24px;height:24px;margin:0 auto var(--ms-space-2);border:3px solid var(--ms-line);border-top-color:var(--ms-cta);border-radius:50%;animation:ms-spin .8s linear infinite}
@keyframes ms-spin{to{transform:rotate(1turn)}}
/* An inline content embed's box on the page (ui/content/mountInline.tsx), there before the content's chunk. */
.content-embed{display:block;margin:8px 0}
/* audience preview */
.preview-note{position:fixed;z-index:2147483644;top:8px;left:50%;transform:translate(-50%);display:flex;gap:8px;padding:6px 12px;border:1px solid var(--ms-line);border-radius:var(--ms-radius-pill);background:var(--ms-surface);font-size:13px;box-shadow:0 2px 8px var(--ms-shadow)}
/* Buttons: primary (the theme's primary colour) and .cta (the call to action's), at least 44 px tall, a comfortable
   touch target; .secondary (outlined) is the screens chunk's (ui/screens/styles/controls.ts). */
.btn{display:inline-flex;align-items:center;justify-content:center;gap:var(--ms-space-2);min-height:var(--ms-control-height);font:inherit;font-weight:700;border:1px solid transparent;border-radius:var(--ms-radius-input);padding:10px var(--ms-space-4);cursor:pointer;background:var(--ms-primary);color:var(--ms-on-dark);text-decoration:none;text-align:center}
.btn:hover{filter:brightness(1.12)}
.btn.cta{background:var(--ms-cta)}
.btn[disabled]{opacity:.6;cursor:progress;filter:none}
`;
