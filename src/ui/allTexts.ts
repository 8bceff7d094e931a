import { TEXT } from '../core/texts/texts';
import { installTexts } from './t';

// Every text, in once this module runs (ui/t.ts): the screens, embeds, content and the preview's notice import it.
installTexts(TEXT);
