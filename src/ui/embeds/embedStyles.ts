// The dialog's rules first (ui/dialog.ts), whichever chunk loads first.
import '../dialog';
import { addStyles } from '../../shell/styles';
import { CSS } from './styles/embed';

// The embeds' rules join the widget's sheet as their chunk loads, before any embed's host is made.
addStyles(CSS);
