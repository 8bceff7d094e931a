import type { ComponentType } from 'react';
import type { Flow, ScreensOf } from '../../core/shell/flows';
import type { RouteOf } from '../../core/shell/screens';

/** One component per screen of a flow (core/shell/flows.ts): the type requires a view for each, and no other. */
export type FlowViews<F extends Flow> = { [N in ScreensOf<F>]: ComponentType<{ route: RouteOf<N> }> };

/** What a flow's lazy chunk exports (ui/Screen.tsx loads it the first time one of its screens shows). */
export interface FlowChunk<F extends Flow> {
  VIEWS: FlowViews<F>;
}
