import { describe, expect, it } from 'vitest';
import { jpegName, photoLayout } from './compress-photo';

describe('photo layout', () => {
  it('scales the long side to 1600 px at most', () => {
    expect(photoLayout(4000, 3000)).toMatchObject({
      width: 1600,
      height: 1200,
      drawWidth: 1600,
      drawHeight: 1200,
      scaled: true,
    });
    expect(photoLayout(800, 600)).toMatchObject({ width: 800, height: 600, scaled: false });
  });

  it('swaps the sides for a quarter turn and keeps them for a half turn', () => {
    expect(photoLayout(4000, 3000, 1)).toMatchObject({
      width: 1200,
      height: 1600,
      drawWidth: 1600,
      turns: 1,
    });
    expect(photoLayout(800, 600, 2)).toMatchObject({ width: 800, height: 600, turns: 2 });
    expect(photoLayout(800, 600, 5)).toMatchObject({ width: 600, height: 800, turns: 1 });
  });

  it('names the re-encoded photo .jpg', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('scan.png')).toBe('scan.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
