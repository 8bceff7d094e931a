/** `npx tsx scripts/i18n/check.ts [locale ...]`: checks src/i18n/ (every locale when none is named). */
import { readdirSync, readFileSync } from 'node:fs';
import { TEXT } from '../../src/core/texts/texts';
import { checkTranslation } from './checkTranslation';
import { noteProblems } from './notes';

const dir = new URL('../../src/i18n/', import.meta.url);
const named = process.argv.slice(2);
const locales = named.length
  ? named
  : readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
let failed = false;
for (const locale of locales) {
  let problems: string[];
  try {
    problems = checkTranslation(locale, TEXT, JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8')));
  } catch (error) {
    problems = [(error as Error).message];
  }
  failed ||= problems.length > 0;
  console.log(problems.length ? `${locale}: ${problems.length} problem(s)\n  ${problems.join('\n  ')}` : `${locale}: OK`);
}
const notes = noteProblems(TEXT);
failed ||= notes.length > 0;
console.log(notes.length ? `notes: ${notes.length} problem(s)\n  ${notes.join('\n  ')}` : 'notes: OK');
process.exit(failed ? 1 : 0);
