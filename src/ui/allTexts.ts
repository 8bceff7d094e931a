import { TEXT } from '../core/texts/texts';
import { installTexts } from './t';

// Every text, in once this module runs (ui/t.ts): the dialog's chunk brings them (ui/dialog.ts).
installTexts(TEXT);
