import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { avatarUrl, md5 } from '../../src/core/account/md5';

describe('md5 for the avatar service (part 1 §7: by e-mail hash, size 200)', () => {
  it('matches RFC 1321 test vectors and node:crypto on awkward lengths and UTF-8', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    for (const text of ['a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), 'ünïcødé@exämple.test', 'x'.repeat(1000)]) {
      expect(md5(text)).toBe(createHash('md5').update(text).digest('hex'));
    }
  });
  it('hashes the trimmed, lower-cased e-mail at size 200', () => {
    expect(avatarUrl('  Paid@Demo.test ')).toBe(`https://www.gravatar.com/avatar/${md5('paid@demo.test')}?s=200&d=404`);
    expect(avatarUrl('a@b.c', 'mp')).toMatch(/&d=mp$/);
  });
});
