import { describe, expect, it } from 'vitest';
import { farEnough, finishStroke, relativePoint, round4 } from './marks';

describe('photo marks', () => {
  it('places a pointer as a share of the box the photo is shown in, clamped to it', () => {
    const box = { left: 10, top: 20, width: 400, height: 300 };
    expect(relativePoint(110, 170, box)).toEqual({ x: 0.25, y: 0.5 });
    expect(relativePoint(0, 1000, box)).toEqual({ x: 0, y: 1 });
    expect(relativePoint(10 + 400 / 3, 20, box)).toEqual({ x: 0.3333, y: 0 });
    expect(relativePoint(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toBeNull();
    expect(round4(0.123456)).toBe(0.1235);
  });

  it('drops moves too small to see', () => {
    expect(farEnough([], 0.5, 0.5)).toBe(true);
    expect(farEnough([0.5, 0.5], 0.5005, 0.5)).toBe(false);
    expect(farEnough([0.5, 0.5], 0.503, 0.5)).toBe(true);
  });

  it('makes a tap a dot and keeps a long stroke under the limit, ends kept', () => {
    expect(finishStroke([0.3, 0.4])).toEqual([0.3, 0.4, 0.3, 0.4]);
    expect(finishStroke([])).toEqual([]);
    const long: number[] = [];
    for (let i = 0; i <= 3000; i++) long.push(i / 3000, 0.5);
    const thin = finishStroke(long);
    expect(thin.length).toBeLessThan(2000);
    expect(thin.length % 2).toBe(0);
    expect(thin.slice(0, 2)).toEqual([0, 0.5]);
    expect(thin.slice(-2)).toEqual([1, 0.5]);
    const short = [0.1, 0.2, 0.30004, 0.4];
    expect(finishStroke(short)).toEqual([0.1, 0.2, 0.3, 0.4]);
  });
});
