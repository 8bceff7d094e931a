// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTranslations } from '../../scripts/i18n/emit.mjs';
import { typeset } from '../../scripts/i18n/typography';

const NNBSP = '\u202F';

describe('typeset: each language its own marks, set at build time', () => {
  it("writes '...' as an ellipsis in every locale", () => {
    expect(typeset('tr', 'Yanıtınızı buraya yazın...')).toBe('Yanıtınızı buraya yazın…');
    expect(typeset('de', 'Wird geladen…')).toBe('Wird geladen…');
  });
  it('puts a narrow no-break space before French ; : ! ? » and after «, whatever space the translator typed', () => {
    expect(typeset('fr', 'Déjà membre ?')).toBe(`Déjà membre${NNBSP}?`);
    expect(typeset('fr', 'Erreur\u00A0: contactez-nous !')).toBe(`Erreur${NNBSP}: contactez-nous${NNBSP}!`);
    expect(typeset('fr', '« {plan} »')).toBe(`«${NNBSP}{plan}${NNBSP}»`);
    // No space typed: an address's colon, not a French mark.
    expect(typeset('fr', 'https://exemple.fr')).toBe('https://exemple.fr');
  });
  it('uses full-width punctuation after Japanese and Chinese writing, never inside a plural', () => {
    expect(typeset('ja', 'エラー: 見つかりません。')).toBe('エラー：見つかりません。');
    expect(typeset('ja', '{what}: 完了 (HTTP {status})')).toBe('{what}：完了（HTTP {status}）');
    expect(typeset('zh-CN', '已经是会员?')).toBe('已经是会员？');
    expect(typeset('zh-TW', '錯誤, 請重試!')).toBe('錯誤，請重試！');
    expect(typeset('ja', '{audience}、{days, plural, =0 {本日入会} other {#日前に入会}}')).toBe(
      '{audience}、{days, plural, =0 {本日入会} other {#日前に入会}}',
    );
  });
  it('changes nothing the second time', () => {
    for (const [locale, text] of [
      ['fr', 'Déjà membre ? « oui »'],
      ['ja', 'エラー: 失敗 (HTTP 500)'],
      ['zh-CN', '错误, 请重试!'],
    ] as const)
      expect(typeset(locale, typeset(locale, text))).toBe(typeset(locale, text));
  });
});

describe('the build writes the translations typeset', () => {
  it('ships French and Japanese with their own marks, every file still passing the checks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'typeset-'));
    try {
      await writeTranslations(dir);
      const read = (locale: string) => JSON.parse(readFileSync(join(dir, 'translations', `${locale}.json`), 'utf8'));
      expect(read('fr').alreadyMember).toBe(`Déjà membre${NNBSP}?`);
      expect(read('ja').status404).toBe('エラー：見つかりません。');
      expect(read('tr').reinitializing).toBe('Hata, yeniden başlatılıyor…');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
