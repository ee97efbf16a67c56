import { describe, expect, it } from 'vitest';
import { checkPicture, hasPictureExtension, roomFor } from './picture-check';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const EXE = [...'MZ\x90\x00\x03\x00\x00\x00'].map((char) => char.charCodeAt(0));

function file(bytes: number[], name: string) {
  return new File([new Uint8Array(bytes)], name);
}

describe('picture check', () => {
  it('accepts only the four extensions, in any case', () => {
    expect(hasPictureExtension('a.JPG')).toBe(true);
    expect(hasPictureExtension('a.jpeg')).toBe(true);
    expect(hasPictureExtension('a.webp')).toBe(false);
    expect(hasPictureExtension('png')).toBe(false);
  });

  it('needs both the extension and the bytes to agree it is a picture', async () => {
    expect(await checkPicture(file(PNG, 'a.png'))).toEqual({
      ok: true,
      contentType: 'image/png',
      message: null,
    });
    // A renamed program: right name, wrong bytes.
    const exe = await checkPicture(file(EXE, 'x.png'));
    expect(exe.ok).toBe(false);
    expect(exe.message).toContain('仅支持上传jpg、jpeg、png、gif格式的图片');
    // Right bytes, wrong name.
    expect((await checkPicture(file(PNG, 'a.bmp'))).ok).toBe(false);
  });

  it('lets in only what still fits under 8 pictures', () => {
    expect(roomFor(0, 8)).toEqual({ accepted: 8, refused: 0 });
    expect(roomFor(5, 4)).toEqual({ accepted: 3, refused: 1 });
    expect(roomFor(8, 1)).toEqual({ accepted: 0, refused: 1 });
  });
});
