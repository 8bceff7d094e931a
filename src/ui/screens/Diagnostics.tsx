/**
 * Diagnostics (part 1 §2) are a chunk of their own (ui/diagnostics/), loaded when the screen opens: nobody else
 * downloads the report, the redaction or the tabs.
 */
import type { RouteOf } from '../../core/shell/screens';
import { lazyChunk } from './lazyChunk';

export const Diagnostics = lazyChunk(() => import('../diagnostics/index'), 'diagnostics').view<{ route: RouteOf<'diag'> }>((m) => m.Diagnostics);
