/**
 * The dialog's chunk: the modal with its top layer, focus order and event boundary, the rules of the dialog and the
 * form kit, and the texts of the dialog and the login form (core/texts/dialogTexts.ts; every other text comes with the
 * screens, embeds and content, ui/allTexts.ts). A page view with only the member button never downloads it: hover, focus or a click of the button
 * starts it beside the screen's flow (ui/Screen.tsx), and every flow and embed imports it; its rules take the
 * dialog's place in the widget's sheet, before every flow's, whichever chunk runs first (shell/styles.ts addStyles).
 */
import { DIALOG_TEXT } from '../core/texts/dialogTexts';
import { addStyles } from '../shell/styles';
import { CSS as CONTROLS } from './styles/controls';
import { CSS as DIALOG } from './styles/dialog';
import { loadEveryFace } from '../shell/fonts';
import { installTexts } from '../shell/t';

addStyles(DIALOG + CONTROLS, 'dialog');
installTexts(DIALOG_TEXT);
// The dialog's text is regular and italic too: the faces the member button did not need start now (ui/mount.ts).
loadEveryFace();

export { fallbackName, focusInto, Modal } from './Modal';
