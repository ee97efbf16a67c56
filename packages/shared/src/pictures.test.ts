import { describe, expect, it } from 'vitest';
import { sniffPicture } from './pictures.ts';

const bytes = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

describe('sniffPicture', () => {
  it('knows jpg, png and gif by their first bytes', () => {
    expect(
      sniffPicture(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toBe('image/png');
    expect(sniffPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(sniffPicture(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffPicture(bytes('GIF87a'))).toBe('image/gif');
  });

  it('refuses a renamed program and a cut-off signature', () => {
    expect(sniffPicture(bytes('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull();
    expect(sniffPicture(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffPicture(bytes('GIF88a'))).toBeNull();
  });
});
