import { addStyles } from '../../shell/styles';
import { CSS as CANCEL } from './styles/cancel';
import { CSS as MENU } from './styles/menu';
import './screenStyles';

/**
 * The member menu's and cancelling's rules, after the shared ones (screenStyles.ts): the other screens' chunk
 * (ui/screens/flows/screens.ts) adds them as it loads.
 */
export const CSS = MENU + CANCEL;

addStyles(CSS);
