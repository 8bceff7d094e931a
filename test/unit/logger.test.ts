import { describe, expect, it } from 'vitest';
import { createLogger, parseLogSetting, TOPICS } from '../../src/core/util/logger';

const sink = () => {
  const lines: string[] = [];
  const put =
    (kind: string) =>
    (...a: unknown[]) =>
      lines.push(`${kind} ${String(a[0])}`);
  return { lines, console: { error: put('error'), warn: put('warn'), log: put('log'), debug: put('debug') } };
};

describe('logger (part 1 §8)', () => {
  it('prints only ERROR by default, and deprecations always', () => {
    const s = sink();
    const logger = createLogger([], s.console);
    logger.log('DEBUG', 'CORE', 'd');
    logger.log('LOG', 'CORE', 'l');
    logger.log('WARN', 'CORE', 'w');
    logger.log('ERROR', 'CORE', 'e');
    logger.log('WARN', 'DEPRECATION', 'old');
    expect(s.lines).toEqual(['error [MemberSpace] CORE: e', 'warn [MemberSpace] DEPRECATION: old']);
    expect(logger.entries().map((e) => e.level)).toEqual(['DEBUG', 'LOG', 'WARN', 'ERROR', 'WARN']);
  });
  it('prints chosen topics or all when the page setting asks', () => {
    const s = sink();
    const logger = createLogger(parseLogSetting('payment, captcha'), s.console);
    logger.log('LOG', 'PAYMENT', 'p');
    logger.log('LOG', 'CORE', 'c');
    expect(s.lines).toEqual(['log [MemberSpace] PAYMENT: p']);
    expect(parseLogSetting(true)).toBe('all');
    expect(parseLogSetting('all')).toBe('all');
    expect(parseLogSetting(['FONT', 'nope'])).toEqual(['FONT']);
    expect(parseLogSetting(undefined)).toEqual([]);
  });
  it('keeps the last 100 entries', () => {
    const logger = createLogger([], sink().console);
    for (let i = 0; i < 150; i++) logger.log('DEBUG', 'CORE', String(i));
    const entries = logger.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]!.message).toBe('50');
  });
  it('knows the topics of §8', () => {
    expect(TOPICS).toEqual([
      'ABANDONED_SIGNUP',
      'CAPTCHA',
      'CORE',
      'CUSTOM_STYLE',
      'DEPRECATION',
      'DIRECT_CONTENT_PROTECTOR',
      'DOM',
      'EMBED',
      'ERROR_BOUNDARY',
      'EXTERNAL_TASK',
      'FONT',
      'MUUT',
      'PAGE_PROTECTOR',
      'PAYMENT',
      'REFERRAL',
      'SIGNUP_FIELDS',
      'TRANSLATION',
      'WEBSITE_TOOLBOX',
    ]);
  });
});
