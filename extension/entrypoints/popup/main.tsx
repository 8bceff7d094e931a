import { createRoot } from 'react-dom/client';
import { directionOf, pickLocale } from '../../locale';
import { browserLanguages } from '../../tabs';
import { loadLocale, t } from '../../texts';
import { Popup } from './Popup';
import './popup.css';

// The browser's language, loaded before the first render: the popup never shows English first.
void loadLocale(pickLocale(browserLanguages())).then((locale) => {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = t('title');
  const root = document.getElementById('app');
  if (root) createRoot(root).render(<Popup search={location.search} />);
});
