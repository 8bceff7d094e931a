/**
 * The avatar upload of edit profile (part 1 §5): which chosen file may become the profile image, reading it into
 * a data URL, and what is sent. Messages are text keys, so translations and custom wording apply.
 */
import { AVATAR_MAX_BYTES, AVATAR_MIN_BYTES, AVATAR_TYPES } from '../constants';

export type AvatarError = 'avatarType' | 'avatarTooSmall' | 'avatarTooLarge' | 'avatarProcessing' | 'avatarReading';
export type AvatarRead = { ok: true; dataUrl: string } | { ok: false; error: AvatarError };

interface FileLike {
  readonly type: string;
  readonly size: number;
}

/** The reader's part we use; FileReader in browsers, a stand-in in tests. */
export interface DataUrlReader {
  result: string | ArrayBuffer | null;
  onload: ((...args: any[]) => unknown) | null;
  onerror: ((...args: any[]) => unknown) | null;
  readAsDataURL(file: Blob): void;
}

const DATA_URL = /^data:image\/(?:jpeg|png);base64,[A-Za-z0-9+/]+=*$/;

/**
 * Part 1 §5: a single file, JPEG or PNG only, 1024 bytes to 10485760 bytes. Anything else that is wrong (no
 * file, several) is 'Error processing file'. Null when the file may be read.
 */
export function checkAvatarFiles(files: ArrayLike<FileLike> | null | undefined): AvatarError | null {
  if (!files || files.length !== 1) return 'avatarProcessing';
  const file = files[0]!;
  if (!AVATAR_TYPES.includes(file.type)) return 'avatarType';
  if (file.size < AVATAR_MIN_BYTES) return 'avatarTooSmall';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarTooLarge';
  return null;
}

/** A JPEG or PNG image as a base64 data URL: the only form a profile image is sent in. */
export const isImageDataUrl = (value: unknown): value is string => typeof value === 'string' && DATA_URL.test(value);

/** The profileImage of the update (part 1 §5): a new data URL only, never the member's existing image URL. */
export const profileImageForBody = (value: unknown): { profileImage: string } | Record<string, never> =>
  isImageDataUrl(value) ? { profileImage: value } : {};

/**
 * Checks the chosen files and reads the one file into a data URL. A read that fails is 'Error reading file';
 * a result that is not a JPEG or PNG data URL, or an exception, is 'Error processing file'.
 */
export function readAvatar(files: ArrayLike<Blob> | null | undefined, makeReader: () => DataUrlReader = () => new FileReader()): Promise<AvatarRead> {
  const refused = checkAvatarFiles(files);
  if (refused) return Promise.resolve({ ok: false, error: refused });
  return new Promise((resolve) => {
    try {
      const reader = makeReader();
      reader.onload = () => resolve(isImageDataUrl(reader.result) ? { ok: true, dataUrl: reader.result } : { ok: false, error: 'avatarProcessing' });
      reader.onerror = () => resolve({ ok: false, error: 'avatarReading' });
      reader.readAsDataURL(files![0]!);
    } catch {
      resolve({ ok: false, error: 'avatarProcessing' });
    }
  });
}
