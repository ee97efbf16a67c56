import { LIMITS } from './homework-rules';

/**
 * Marks are stored relative to the photo (0–1 from its top left), so they sit in place at any
 * size it is shown. Four decimals are a tenth of a pixel on a 1000-pixel photo: enough, and it
 * keeps the JSON short.
 */
export function round4(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

/** A pointer position as a share of the box the photo is shown in, clamped to the photo. */
export function relativePoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } | null {
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    x: round4((clientX - box.left) / box.width),
    y: round4((clientY - box.top) / box.height),
  };
}

/**
 * Pointer moves closer than this to the last kept point add nothing a reader could see
 * (about 2 pixels on a 1000-pixel photo), so they are dropped as the stroke is drawn.
 */
export const MIN_STEP = 0.002;

export function farEnough(points: readonly number[], x: number, y: number): boolean {
  if (points.length < 2) return true;
  const dx = x - points[points.length - 2]!;
  const dy = y - points[points.length - 1]!;
  return Math.hypot(dx, dy) >= MIN_STEP;
}

/**
 * A finished stroke as it is sent: rounded, a lone tap made a dot (two equal points, which a
 * polyline can show), and thinned evenly, first and last point kept, until it holds fewer
 * numbers than the server takes for one stroke.
 */
export function finishStroke(points: readonly number[]): number[] {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i + 1 < points.length; i += 2)
    pairs.push([round4(points[i]!), round4(points[i + 1]!)]);
  if (pairs.length === 0) return [];
  if (pairs.length === 1) pairs.push([pairs[0]![0], pairs[0]![1]]);
  const maxPairs = Math.floor((LIMITS.pointsPerStroke - 2) / 2);
  let kept = pairs;
  if (pairs.length > maxPairs) {
    const step = (pairs.length - 1) / (maxPairs - 1);
    kept = Array.from({ length: maxPairs }, (_, i) => pairs[Math.round(i * step)]!);
  }
  return kept.flat();
}
