import { JOIN_TEXT } from '../core/texts/joinTexts';
import { installTexts } from '../shell/t';

// Joining's and payments' texts, in once this module runs (shell/t.ts): the joining flow and payments import it, so a
// visitor who joins does not download every screen's words (ui/allTexts.ts).
installTexts(JOIN_TEXT);
