import { addStyles } from '../../shell/styles';
import { CSS as BILLING } from './styles/billing';
import { CSS as DIAGNOSTICS } from './styles/diagnostics';
import './screenStyles';

/**
 * The rules of tables, tabs and key-value lists (the charge history and invoices; diagnostics' tabs, report and
 * logs, which share the charge history's scrolling table), after the shared ones (screenStyles.ts): the other
 * screens' chunk and diagnostics add them as either loads first.
 */
export const CSS = BILLING + DIAGNOSTICS;

addStyles(CSS);
