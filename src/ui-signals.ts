/**
 * The interface's signals: esbuild.mjs resolves `@preact/signals-react` here for every module of src/ui/. It is the
 * same @preact/signals, loaded between core/util/standardBind.ts (imported first, so evaluated first) and restoreBind():
 * @preact/signals installs its Preact hooks with Function.prototype.bind as it loads, which a page with MooTools
 * 1.2's bind would break for good. Kept outside src/ui/ so no interface module is appended to it (esbuild.mjs),
 * which would evaluate @preact/signals before this module's first import.
 */
import { restoreBind } from './core/util/standardBind';
export * from '@preact/signals';
restoreBind();
