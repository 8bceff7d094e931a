import { ACCESS_TEXT } from '../core/texts/accessTexts';
import { installTexts } from '../shell/t';

// The access screens' texts, in once this module runs (shell/t.ts): the access flow imports it, so a visitor on a
// protected page does not download every screen's words (ui/allTexts.ts).
installTexts(ACCESS_TEXT);
