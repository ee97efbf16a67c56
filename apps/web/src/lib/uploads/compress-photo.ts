/**
 * Phone photos before upload: turned upright by their EXIF orientation, scaled so the long side
 * is at most 1600 px, turned by the learner's quarter turns (旋转), and re-encoded as JPEG.
 * A 12-megapixel photo of a page (4–8 MB) becomes a few hundred KB that still reads clearly,
 * which is what makes eight photos per answer usable on a phone connection. Only the browser's
 * own canvas is used: nothing is loaded from elsewhere.
 */

export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.82;

/** The photo could not be read or drawn (a format this browser cannot decode, no canvas). */
export class PhotoError extends Error {}

export interface PhotoLayout {
  /** The canvas: the scaled photo, its sides swapped by an odd number of quarter turns. */
  width: number;
  height: number;
  /** The scaled photo as drawn before turning. */
  drawWidth: number;
  drawHeight: number;
  /** 0–3 quarter turns clockwise. */
  turns: number;
  scaled: boolean;
}

/** Where a photo of `width`×`height` goes: scaled to `maxSide` at most, then turned. */
export function photoLayout(
  width: number,
  height: number,
  quarterTurns = 0,
  maxSide = PHOTO_MAX_SIDE,
): PhotoLayout {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  const drawWidth = Math.max(1, Math.round(width * scale));
  const drawHeight = Math.max(1, Math.round(height * scale));
  const turns = ((quarterTurns % 4) + 4) % 4;
  const swap = turns % 2 === 1;
  return {
    width: swap ? drawHeight : drawWidth,
    height: swap ? drawWidth : drawHeight,
    drawWidth,
    drawHeight,
    turns,
    scaled: scale < 1,
  };
}

/** The name of the re-encoded photo: its own name with a .jpg extension. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot >= 0 ? name.slice(0, dot) : name;
  return `${base || 'photo'}.jpg`;
}

type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: AnyCanvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError('图片处理失败'))),
      'image/jpeg',
      quality,
    ),
  );
}

export interface PreparePhotoOptions {
  /** Quarter turns clockwise chosen by the learner. */
  quarterTurns?: number;
  maxSide?: number;
  quality?: number;
}

/**
 * The photo as it should be uploaded: upright, scaled, turned and re-encoded as JPEG. Without
 * anything to change (small enough, not turned) the smaller of the original and the re-encoded
 * copy is kept, so a small PNG screenshot is not made worse. Rejects with PhotoError when the
 * browser cannot decode or draw it; the caller decides whether the original may go as it is.
 */
export async function preparePhoto(file: File, options: PreparePhotoOptions = {}): Promise<File> {
  const { quarterTurns = 0, maxSide = PHOTO_MAX_SIDE, quality = PHOTO_QUALITY } = options;
  if (typeof createImageBitmap !== 'function') throw new PhotoError('浏览器不支持处理图片');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('无法读取这张图片');
  }
  try {
    const layout = photoLayout(bitmap.width, bitmap.height, quarterTurns, maxSide);
    const canvas = makeCanvas(layout.width, layout.height);
    const context = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new PhotoError('浏览器不支持处理图片');
    // JPEG has no transparency: a transparent PNG would turn black without a white page.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, layout.width, layout.height);
    context.translate(layout.width / 2, layout.height / 2);
    context.rotate((layout.turns * Math.PI) / 2);
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      -layout.drawWidth / 2,
      -layout.drawHeight / 2,
      layout.drawWidth,
      layout.drawHeight,
    );
    const blob = await encode(canvas, quality);
    const unchanged = !layout.scaled && layout.turns === 0;
    if (unchanged && blob.size >= file.size && /^image\/(jpeg|png)$/.test(file.type)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
