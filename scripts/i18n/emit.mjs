// Writes the shipped translations into the build: src/i18n/<locale>.json → <outdir>/translations/<locale>.json,
// minified, after the same checks as npm test (scripts/i18n/checkTranslation.ts): a broken file fails the build
// rather than shipping English holes or a wrong placeholder. Each text is typeset on the way (scripts/i18n/typography.ts:
// ellipses, French narrow no-break spaces, full-width punctuation in Japanese and Chinese).
import * as esbuild from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

async function rules() {
  const { outputFiles } = await esbuild.build({
    entryPoints: [`${here}rules.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** Checks and writes every shipped locale; returns each file's name and size. Throws on any problem. */
export async function writeTranslations(outdir) {
  const { checkTranslation, typesetAll, TEXT, SHIPPED_LOCALES } = await rules();
  await mkdir(`${outdir}/translations`, { recursive: true });
  const written = [];
  const problems = [];
  for (const locale of SHIPPED_LOCALES.filter((l) => l !== 'en')) {
    let texts;
    try {
      texts = typesetAll(locale, JSON.parse(await readFile(`${here}../../src/i18n/${locale}.json`, 'utf8')));
    } catch (error) {
      problems.push(`${locale}: ${error.message}`);
      continue;
    }
    const found = checkTranslation(locale, TEXT, texts);
    if (found.length) problems.push(...found.map((p) => `${locale}: ${p}`));
    const file = `translations/${locale}.json`;
    const text = JSON.stringify(texts);
    await writeFile(`${outdir}/${file}`, text);
    written.push({ file, bytes: Buffer.byteLength(text) });
  }
  if (problems.length) throw new Error(`Translations fail their checks (npx tsx scripts/i18n/check.ts):\n  ${problems.join('\n  ')}`);
  return written;
}
