// What the build needs to check and write the translations (scripts/i18n/emit.mjs bundles this entry).
export { checkTranslation } from './checkTranslation';
export { typesetAll } from './typography';
export { TEXT } from '../../src/core/texts/texts';
export { SHIPPED_LOCALES } from '../../src/core/texts/locales';
