// The dialog's rules first (ui/dialog.ts), whichever chunk loads first.
import '../dialog';
// The content views' words (shell/t.ts).
import '../allTexts';
import { addStyles } from '../../shell/styles';
import { CSS } from './styles/content';

// Protected content's rules join the widget's sheet as the content chunk loads, before any content renders.
addStyles(CSS);
