/** The diagnostics chunk's one entry, a flow of its own (core/shell/flows.ts; ui/Screen.tsx loads it). */
import type { FlowViews } from '../screens/views';
import { Diagnostics } from './Diagnostics';

// Its rules: the shared ones and the tables' (chunks of their own, which the other screens load too).
import '../screens/screenStyles';
import '../screens/tableStyles';
// Its words (shell/t.ts): the secret word opens it straight from the page.
import '../allTexts';

export const VIEWS: FlowViews<'diag'> = { diag: Diagnostics };
