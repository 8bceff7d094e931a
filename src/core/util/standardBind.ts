/**
 * A standard Function.prototype.bind for the one synchronous moment the interface's libraries load (see
 * src/ui-signals.ts). Pages running MooTools 1.2 (and copies of it) replaced bind with one that takes the bound
 * arguments as a single value and drops the call's arguments when any were bound; @preact/signals binds its Preact
 * hooks that way, so on such a page every hook would run without its vnode and nothing could render.
 * Evaluating this module swaps a standard bind in when the page's is not the browser's own; restoreBind() puts the
 * page's back. No page code can run in between: module evaluation is synchronous.
 */
const proto = Function.prototype;
const pageBind = proto.bind;
let swapped = false;

try {
  if (!/\[native code\]/.test(proto.toString.call(pageBind))) {
    proto.bind = function bind(this: (...args: unknown[]) => unknown, thisArg: unknown, ...bound: unknown[]) {
      const fn = this;
      return function (this: unknown, ...args: unknown[]) {
        return Reflect.apply(fn, thisArg, [...bound, ...args]);
      };
    } as typeof proto.bind;
    swapped = true;
  }
} catch {
  // a bind the page made read-only: leave it (the interface then reports that it could not load)
}

export function restoreBind(): void {
  if (swapped) proto.bind = pageBind;
  swapped = false;
}
