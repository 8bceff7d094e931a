/** The diagnostics chunk's one entry, a flow of its own (core/shell/flows.ts; ui/Screen.tsx loads it). */
import type { FlowViews } from '../screens/views';
import { Diagnostics } from './Diagnostics';

// Its rules are among the screens' (a chunk of its own, which the joining and the other screens load too).
import '../screens/screenStyles';
// Its words (shell/t.ts): the secret word opens it straight from the page.
import '../allTexts';

export const VIEWS: FlowViews<'diag'> = { diag: Diagnostics };
