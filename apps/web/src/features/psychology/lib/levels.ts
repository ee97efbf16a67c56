/**
 * A band's level in colour: 0 the best (green) to 3 the one most in need of attention (red),
 * whichever way the scale's score runs, so a report reads the same on every scale.
 */
export const LEVEL_COLORS = ['#2f9e6f', '#d99a1c', '#e8712f', '#d64545'] as const;

export function levelColor(level: number): string {
  return LEVEL_COLORS[Math.min(3, Math.max(0, Math.round(level)))]!;
}

/** Where a score sits on its range, 0–100. */
export function percentOf(score: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(100, Math.max(0, ((score - min) / (max - min)) * 100));
}
