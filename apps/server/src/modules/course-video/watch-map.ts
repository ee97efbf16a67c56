/**
 * The seconds of a video a person really watched: one bit per second, kept as base64. Watching a
 * part twice counts it once, so only 90 % of different seconds completes a lesson.
 */
export class WatchMap {
  private readonly bits: Uint8Array;
  readonly seconds: number;

  constructor(seconds: number, stored = '') {
    this.seconds = seconds;
    this.bits = new Uint8Array(Math.ceil(Math.max(0, seconds) / 8));
    const from = Buffer.from(stored, 'base64');
    this.bits.set(from.subarray(0, this.bits.length));
  }

  /** Marks the whole seconds in [from, to) for which `allowed(second)` holds. */
  mark(from: number, to: number, allowed: (second: number) => boolean): void {
    const start = Math.max(0, Math.floor(from));
    const end = Math.min(this.seconds, Math.ceil(to));
    for (let second = start; second < end; second++) {
      if (allowed(second)) this.bits[second >> 3]! |= 1 << (second & 7);
    }
  }

  count(): number {
    let total = 0;
    for (const byte of this.bits) {
      let b = byte;
      while (b) {
        total += b & 1;
        b >>= 1;
      }
    }
    return total;
  }

  toString(): string {
    return Buffer.from(this.bits).toString('base64');
  }
}

/** Where each segment starts, and the total, from their durations. */
export function segmentStarts(durations: number[]): { starts: number[]; total: number } {
  const starts: number[] = [];
  let total = 0;
  for (const duration of durations) {
    starts.push(total);
    total += duration;
  }
  return { starts, total };
}

/** The index of the segment holding second `at` (the last one for the very end). */
export function segmentAt(starts: number[], at: number): number {
  let index = 0;
  for (let i = 0; i < starts.length; i++) {
    if (starts[i]! <= at) index = i;
    else break;
  }
  return index;
}

/** How many segments, from the first, cover the first `seconds` of the video (at least one). */
export function segmentsCovering(durations: number[], seconds: number): number {
  let total = 0;
  for (let i = 0; i < durations.length; i++) {
    total += durations[i]!;
    if (total >= seconds - 1e-6) return i + 1;
  }
  return durations.length;
}

/** A lesson counts as finished once this share of its seconds has been watched. */
export const COMPLETE_SHARE = 0.9;

export function isComplete(watchedSeconds: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && watchedSeconds >= Math.ceil(durationSeconds * COMPLETE_SHARE);
}
