/** The diagnostics chunk's one entry (ui/screens/Diagnostics.tsx loads it), so its modules stay one chunk. */
export { Diagnostics } from './Diagnostics';
import '../screens/index';
