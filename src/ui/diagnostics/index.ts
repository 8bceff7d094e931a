/** The diagnostics chunk's one entry, a flow of its own (core/shell/flows.ts; ui/Screen.tsx loads it). */
import type { FlowViews } from '../screens/views';
import { Diagnostics } from './Diagnostics';

// Bare: what diagnostics shares with the screens stays in the screens chunk, not in tiny chunks of its own.
import '../screens/flows/screens';

export const VIEWS: FlowViews<'diag'> = { diag: Diagnostics };
