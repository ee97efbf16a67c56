/**
 * Answer pictures (short answers, 申论): jpg, jpeg, png and gif only, recognised by their first
 * bytes. The browser checks before uploading to spare the round trip; the server checks the
 * same bytes again, since a browser can be made to send anything.
 */
export const ANSWER_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export type PictureContentType = 'image/jpeg' | 'image/png' | 'image/gif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the first bytes say the file is; null for anything but jpg, png and gif. */
export function sniffPicture(head: Uint8Array): PictureContentType | null {
  const starts = (bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(PNG_SIGNATURE)) return 'image/png';
  // GIF87a / GIF89a
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'image/gif';
  return null;
}
