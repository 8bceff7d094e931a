import { describe, expect, it } from 'vitest';
import { checkAvatarFiles, isImageDataUrl, profileImageForBody, readAvatar, type DataUrlReader } from '../../src/core/account/avatarFile';
import { AVATAR_MAX_BYTES, AVATAR_MIN_BYTES } from '../../src/core/constants';
import { TEXT } from '../../src/core/texts/texts';

const file = (type: string, size: number) => ({ type, size });
/** A real Blob of `size` bytes (happy-dom's FileReader reads it). */
const blob = (type: string, size: number) => new Blob([new Uint8Array(size).fill(7)], { type });

describe('avatar (part 1 §5: "JPEG or PNG only, minimum 1024 bytes, maximum 10485760 bytes, a single file")', () => {
  it("the limits are the spec's", () => {
    expect(AVATAR_MIN_BYTES).toBe(1024);
    expect(AVATAR_MAX_BYTES).toBe(10_485_760);
  });

  it('"JPEG or PNG only (\'Please provide a JPG or PNG image\')"', () => {
    expect(checkAvatarFiles([file('image/jpeg', 2000)])).toBeNull();
    expect(checkAvatarFiles([file('image/png', 2000)])).toBeNull();
    for (const type of ['image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', '']) {
      expect(checkAvatarFiles([file(type, 2000)])).toBe('avatarType');
    }
    expect(TEXT.avatarType).toBe('Please provide a JPG or PNG image');
  });

  it("\"minimum 1024 bytes ('The file is too small'), maximum 10485760 bytes ('The file is too large')\", both inclusive", () => {
    expect(checkAvatarFiles([file('image/png', 1023)])).toBe('avatarTooSmall');
    expect(checkAvatarFiles([file('image/png', 1024)])).toBeNull();
    expect(checkAvatarFiles([file('image/png', 10_485_760)])).toBeNull();
    expect(checkAvatarFiles([file('image/png', 10_485_761)])).toBe('avatarTooLarge');
    expect(TEXT.avatarTooSmall).toBe('The file is too small');
    expect(TEXT.avatarTooLarge).toBe('The file is too large');
  });

  it('"a single file"; other failures are \'Error processing file\'', () => {
    expect(checkAvatarFiles([file('image/png', 2000), file('image/png', 2000)])).toBe('avatarProcessing');
    expect(checkAvatarFiles([])).toBe('avatarProcessing');
    expect(checkAvatarFiles(null)).toBe('avatarProcessing');
    expect(TEXT.avatarProcessing).toBe('Error processing file');
  });

  it('the type is checked before the size (a tiny GIF is a wrong type, not a small file)', () => {
    expect(checkAvatarFiles([file('image/gif', 10)])).toBe('avatarType');
  });
});

describe('reading the file', () => {
  it('reads a PNG into a data URL', async () => {
    const read = await readAvatar([blob('image/png', 1500)]);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses before reading', async () => {
    let made = 0;
    const reader = () => {
      made++;
      return new FileReader();
    };
    expect(await readAvatar([blob('image/gif', 1500)], reader)).toEqual({ ok: false, error: 'avatarType' });
    expect(await readAvatar([blob('image/png', 10)], reader)).toEqual({ ok: false, error: 'avatarTooSmall' });
    expect(made).toBe(0);
  });

  const stand = (behave: (r: DataUrlReader) => void) => (): DataUrlReader => {
    const reader: DataUrlReader = { result: null, onload: null, onerror: null, readAsDataURL: () => behave(reader) };
    return reader;
  };

  it('"read failure \'Error reading file\'"', async () => {
    const failing = stand((r) => queueMicrotask(() => r.onerror?.()));
    expect(await readAvatar([blob('image/png', 1500)], failing)).toEqual({ ok: false, error: 'avatarReading' });
    expect(TEXT.avatarReading).toBe('Error reading file');
  });

  it("anything but a JPEG or PNG data URL, or a throw, is 'Error processing file'", async () => {
    const wrong = stand((r) => {
      r.result = 'data:text/plain;base64,aGk=';
      queueMicrotask(() => r.onload?.());
    });
    expect(await readAvatar([blob('image/png', 1500)], wrong)).toEqual({ ok: false, error: 'avatarProcessing' });
    const throwing = stand(() => {
      throw new Error('boom');
    });
    expect(await readAvatar([blob('image/png', 1500)], throwing)).toEqual({ ok: false, error: 'avatarProcessing' });
  });
});

describe('"Profile images are sent only if they are data URLs"', () => {
  it('sends a new JPEG or PNG data URL', () => {
    expect(profileImageForBody('data:image/png;base64,iVBORw0KGgo=')).toEqual({ profileImage: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(isImageDataUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
  });
  it('never the existing image URL, nothing chosen, or another kind of data', () => {
    expect(profileImageForBody('https://cdn.example.test/avatars/1.png')).toEqual({});
    expect(profileImageForBody('')).toEqual({});
    expect(profileImageForBody(null)).toEqual({});
    expect(profileImageForBody('data:image/gif;base64,R0lGOD')).toEqual({});
    expect(profileImageForBody('data:image/svg+xml;utf8,<svg/>')).toEqual({});
  });
});
