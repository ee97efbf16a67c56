/**
 * mulberry32: a small, fast generator of numbers in [0, 1) that gives the same sequence for the
 * same seed on every machine. For demo content that must not change between seeds, and for
 * orders that must be the same every time they are worked out (an attempt's option order).
 * Not for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
