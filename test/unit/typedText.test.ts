import { describe, expect, it } from 'vitest';
import { typedIdentifier } from '../../src/core/util/typedText';

describe('typedIdentifier: an e-mail or a code as the server knows it', () => {
  it('drops every invisible direction control: the marks, embeddings and overrides, isolates', () => {
    const controls = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const c of controls) expect(typedIdentifier(`${c}SAVE${c}10${c}`), `U+${c.codePointAt(0)!.toString(16)}`).toBe('SAVE10');
  });

  it('trims the spaces the marks held in, and leaves nothing of marks alone', () => {
    expect(typedIdentifier('\u2068 ann@example.com \u2069')).toBe('ann@example.com');
    expect(typedIdentifier(' \u200F\u2069 ')).toBe('');
  });

  it('keeps every other character: letters of any script, digits, joiners', () => {
    expect(typedIdentifier('עדי@example.co.il')).toBe('עדי@example.co.il');
    expect(typedIdentifier('WELCOME-10%')).toBe('WELCOME-10%');
    // Zero-width joiner and non-joiner shape some scripts' words: not direction controls.
    expect(typedIdentifier('a\u200Db\u200Cc')).toBe('a\u200Db\u200Cc');
  });
});
