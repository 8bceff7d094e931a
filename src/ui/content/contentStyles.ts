import { addStyles } from '../styles';
import { CSS } from './styles/content';

// Protected content's rules join the widget's sheet as the content chunk loads, before any content renders.
addStyles(CSS);
