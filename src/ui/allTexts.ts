import { TEXT } from '../core/texts/texts';
import { installTexts } from '../shell/t';

// Every text, in once this module runs (shell/t.ts): the screens, embeds, content and the preview's notice import it.
installTexts(TEXT);
