// The dialog's rules first (ui/dialog.ts), whichever chunk loads first.
import '../dialog';
import { addStyles } from '../../shell/styles';
import { CSS as ACCESS } from './styles/access';
import { CSS as CARD_FIELD } from './styles/cardField';
import { CSS as CARDS } from './styles/cards';
import { CSS as CHECKOUT } from './styles/checkout';
import { CSS as CONTROLS } from './styles/controls';
import { CSS as FIELDS } from './styles/fields';
import { CSS as ICONS } from './styles/icons';
import { CSS as OUTCOME } from './styles/outcome';

/**
 * The rules the screens beyond sign-in's share: the joining flow's and the other screens' (ui/screens/flows/),
 * payments' and diagnostics' (each imports this, a chunk of its own): added to the widget's sheet when it loads
 * (shell/styles.ts addStyles), never on a sign-in click. The member menu's and cancelling's rules come with the
 * other screens (accountStyles.ts), the tables' and tabs' with them and diagnostics (tableStyles.ts): a visitor who
 * joins does not download them.
 * One sheet per component in ui/screens/styles/, each written to be read: the build minifies them (esbuild.mjs).
 */
export const CSS = CONTROLS + ICONS + FIELDS + ACCESS + CARD_FIELD + CARDS + CHECKOUT + OUTCOME;

addStyles(CSS);
