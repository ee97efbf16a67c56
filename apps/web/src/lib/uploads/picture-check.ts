import { ANSWER_PICTURE_EXTENSIONS, MAX_ANSWER_PICTURES, Msg, sniffPicture } from '@shangan/shared';

export const PICTURE_ACCEPT = ANSWER_PICTURE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function hasPictureExtension(fileName: string): boolean {
  return (ANSWER_PICTURE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

export interface PictureVerdict {
  ok: boolean;
  contentType: string;
  message: string | null;
}

/** Extension AND content: both must say jpg, jpeg, png or gif. */
export async function checkPicture(file: Blob & { name: string }): Promise<PictureVerdict> {
  if (!hasPictureExtension(file.name)) {
    return { ok: false, contentType: '', message: Msg.pictureType };
  }
  // A renamed program (MZ…) named x.png must not get as far as an upload.
  const contentType = sniffPicture(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  if (!contentType) {
    return {
      ok: false,
      contentType: '',
      message: `${file.name}不是有效的图片，${Msg.pictureType}`,
    };
  }
  return { ok: true, contentType, message: null };
}

/** How many of `incoming` still fit beside `current` pictures under the limit of 8. */
export function roomFor(current: number, incoming: number, max = MAX_ANSWER_PICTURES) {
  const accepted = Math.max(0, Math.min(incoming, max - current));
  return { accepted, refused: incoming - accepted };
}
