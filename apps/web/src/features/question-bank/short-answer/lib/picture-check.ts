import { MAX_ANSWER_PICTURES } from '@shangan/shared';

export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const PICTURE_ACCEPT = PICTURE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const PICTURE_TYPE_MESSAGE = '仅支持上传jpg、jpeg、png、gif格式的图片';

export type PictureKind = 'jpeg' | 'png' | 'gif';

const CONTENT_TYPES: Record<PictureKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function hasPictureExtension(fileName: string): boolean {
  return (PICTURE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/**
 * What the first bytes say the file is. A renamed program (MZ…) named x.png must not get as
 * far as an upload; the server checks the same bytes again, this only spares the round trip.
 */
export function sniffPicture(head: Uint8Array): PictureKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // GIF87a / GIF89a
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return 'gif';
  return null;
}

export interface PictureVerdict {
  ok: boolean;
  contentType: string;
  message: string | null;
}

/** Extension AND content: both must say jpg, jpeg, png or gif. */
export async function checkPicture(file: Blob & { name: string }): Promise<PictureVerdict> {
  if (!hasPictureExtension(file.name)) {
    return { ok: false, contentType: '', message: PICTURE_TYPE_MESSAGE };
  }
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const kind = sniffPicture(head);
  if (!kind) {
    return {
      ok: false,
      contentType: '',
      message: `${file.name}不是有效的图片，${PICTURE_TYPE_MESSAGE}`,
    };
  }
  return { ok: true, contentType: CONTENT_TYPES[kind], message: null };
}

/** How many of `incoming` still fit beside `current` pictures under the limit of 8. */
export function roomFor(current: number, incoming: number, max = MAX_ANSWER_PICTURES) {
  const accepted = Math.max(0, Math.min(incoming, max - current));
  return { accepted, refused: incoming - accepted };
}
