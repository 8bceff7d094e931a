// The benchmark's real-React build (esbuild.mjs, MS_RENDERER=react) only. With Preact, signals re-render the
// components that read them by themselves; real React needs useSignals() in each component (what the
// @preact/signals-react Babel transform adds). This JSX runtime adds it by wrapping every function component
// once, so the same source renders and updates the same way under both renderers.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { useSignals, wrapJsx } from '@preact/signals-react/runtime';

const MANAGED_COMPONENT = 1;
const wrapped = new WeakMap();

export function reactive(type) {
  if (typeof type !== 'function' || type.prototype?.isReactComponent) return type;
  let component = wrapped.get(type);
  if (!component) {
    component = function (props) {
      const store = useSignals(MANAGED_COMPONENT);
      try {
        return type(props);
      } finally {
        store.f();
      }
    };
    component.displayName = type.displayName || type.name;
    wrapped.set(type, component);
  }
  return component;
}

const signalsJsx = wrapJsx(reactJsx);
const signalsJsxs = wrapJsx(reactJsxs);
export const jsx = (type, props, key) => signalsJsx(reactive(type), props, key);
export const jsxs = (type, props, key) => signalsJsxs(reactive(type), props, key);
export { Fragment };
