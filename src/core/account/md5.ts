/**
 * MD5 of a UTF-8 string, hex: the public avatar service addresses images by the e-mail's MD5 (part 1 §7).
 * Not for security (RFC 1321). Only a member's avatar needs it (the interface's, and the host API's member info:
 * core/account/hostMemberInfo.ts, loaded with a session), so it is not in the boot path.
 */
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** UTF-8 bytes by hand: a host page may have replaced TextEncoder, and this runs on every member update. */
function utf8(text: string): number[] {
  const out: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

export function md5(text: string): string {
  const bytes = utf8(text);
  const words = new Uint32Array((((bytes.length + 8) >> 6) + 1) * 16);
  bytes.forEach((b, i) => (words[i >> 2]! |= b << ((i % 4) * 8)));
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  words[words.length - 2] = (bytes.length * 8) >>> 0;
  words[words.length - 1] = Math.floor(bytes.length / 0x20000000);
  let a0 = 0x67452301,
    b0 = 0xefcdab89,
    c0 = 0x98badcfe,
    d0 = 0x10325476;
  for (let chunk = 0; chunk < words.length; chunk += 16) {
    let a = a0,
      b = b0,
      c = c0,
      d = d0;
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const f = round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16;
      const sum = (a + f + K[i]! + words[chunk + g]!) | 0;
      const shift = S[round * 4 + (i % 4)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  return [a0, b0, c0, d0].map((n) => Array.from({ length: 4 }, (_, i) => ((n >>> (i * 8)) & 0xff).toString(16).padStart(2, '0')).join('')).join('');
}

export const AVATAR_SIZE = 200;

/**
 * The public avatar for an e-mail: size 200. `missing` is what the service does without one: '404' for the
 * widget, which then shows its own silhouette; 'mp' (its silhouette) for URLs handed to host pages.
 */
export const avatarUrl = (email: string, missing: '404' | 'mp' = '404'): string =>
  `https://www.gravatar.com/avatar/${md5(email.trim().toLowerCase())}?s=${AVATAR_SIZE}&d=${missing}`;

/** The picture the widget shows for a member: their own image, else the public avatar by e-mail (404 without one). */
export const avatarSource = (member: { profileImageUrl?: string | null; email: string }): string =>
  member.profileImageUrl || avatarUrl(member.email, '404');
