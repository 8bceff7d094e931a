/**
 * The widget's CSS, adopted by its shadow root as a constructable stylesheet: host CSS cannot reach in,
 * ours cannot leak out, and no inline <style> is needed under a strict CSP (part 1 §9 theme values).
 */
export const CSS = `
/* !important in the shadow tree beats the host page's !important on our host element (CSS Cascade 4), so
   nothing the page sets on every element is inherited into the widget. */
:host{all:initial !important}
.ms{font-family:Lato,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.4;color:#222;text-align:left;
--ms-primary:#202020;--ms-cta:#0e75be;--ms-error:#e74c3c;--ms-radius-modal:8px;--ms-radius-input:4px}
*,*::before,*::after{box-sizing:border-box}
.backdrop{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:flex-start;justify-content:center;overflow:auto;z-index:2147483646;padding:40px 12px}
.dialog{position:relative;background:#fff;border-radius:var(--ms-radius-modal);box-shadow:0 10px 40px rgba(0,0,0,.3);width:100%;padding:32px 28px 24px}
.dialog[data-animating]{animation:ms-in .3s ease-out}
@keyframes ms-in{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
@media (max-width:767px){.backdrop{padding:0}.dialog{min-height:100%;border-radius:0}}
.icon-btn{position:absolute;top:8px;background:none;border:0;font-size:24px;line-height:1;width:40px;height:40px;border-radius:50%;cursor:pointer;color:#555}
.icon-btn:hover,.icon-btn:focus-visible{background:#eee;color:#000}
.close{right:8px}.back{left:8px}
h1{font-size:22px;margin:0 0 16px;text-align:center}
h2{font-size:17px;margin:0 0 10px}
form{display:flex;flex-direction:column;gap:12px}
label{display:flex;flex-direction:column;gap:4px;font-size:14px;font-weight:700}
input{font:inherit;font-weight:400;padding:10px 12px;border:1px solid #bbb;border-radius:var(--ms-radius-input);background:#fff;color:#222}
input:focus{outline:2px solid var(--ms-cta);outline-offset:1px}
input[aria-invalid=true]{border-color:var(--ms-error)}
.field-error{color:var(--ms-error);font-weight:400;font-size:13px}
.alert{background:#fdecea;color:#a4281b;border:1px solid var(--ms-error);border-radius:var(--ms-radius-input);padding:10px 12px;font-size:14px}
.btn{font:inherit;font-weight:700;border:0;border-radius:var(--ms-radius-input);padding:12px 16px;cursor:pointer;background:var(--ms-primary);color:#fff}
.btn.cta{background:var(--ms-cta)}
.btn[disabled]{opacity:.6;cursor:progress}
.link{background:none;border:0;padding:0;font:inherit;color:var(--ms-cta);cursor:pointer;text-decoration:underline}
.row{display:flex;justify-content:space-between;gap:8px;font-size:14px}
.or{text-align:center;color:#777;font-size:14px}
.cards{display:grid;grid-template-columns:1fr 1fr;gap:16px}
@media (max-width:767px){.cards{grid-template-columns:1fr}}
.card{border:1px solid #e3e3e3;border-radius:var(--ms-radius-modal);padding:16px}
.card ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.status{font-size:13px;font-weight:700}.status.ok{color:#1e8449}.status.warning{color:#b9770e}.status.error{color:var(--ms-error)}
.member-button{position:fixed;z-index:2147483645;border:0;border-radius:24px;padding:12px 18px;font:inherit;font-weight:700;background:var(--ms-primary);color:#fff;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}
.member-button.bottomRight{right:20px;bottom:20px}.member-button.bottomLeft{left:20px;bottom:20px}
.member-button.topRight{right:20px;top:20px}.member-button.topLeft{left:20px;top:20px}
.loading{text-align:center;color:#666;padding:24px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export function adoptStyles(root: ShadowRoot, nonce: string | undefined): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    // Browsers without constructable stylesheets: a <style> carrying the loader's nonce passes a strict CSP.
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = CSS;
    root.appendChild(style);
  }
}
