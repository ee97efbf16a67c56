/**
 * Paced breathing: a rhythm is a cycle of phases (breathe in, hold, breathe out), repeated for the
 * chosen minutes. A longer out-breath than in-breath is what slows the heart; the page draws
 * the cycle as a circle that grows on the in-breath and shrinks on the out-breath.
 */
export type BreathKind = 'in' | 'hold' | 'out';

export interface BreathPhase {
  kind: BreathKind;
  label: string;
  seconds: number;
}

export interface Rhythm {
  key: string;
  name: string;
  /** Seconds of each phase, e.g. 4-2-6. */
  pattern: string;
  note: string;
  phases: BreathPhase[];
}

const IN = (seconds: number): BreathPhase => ({ kind: 'in', label: '吸气', seconds });
const HOLD = (seconds: number): BreathPhase => ({ kind: 'hold', label: '屏息', seconds });
const OUT = (seconds: number): BreathPhase => ({ kind: 'out', label: '呼气', seconds });

export const RHYTHMS: Rhythm[] = [
  {
    key: 'calm',
    name: '舒缓呼吸',
    pattern: '4-2-6',
    note: '用鼻子吸气 4 秒，停 2 秒，再用嘴慢慢呼气 6 秒。呼气比吸气长，适合考前或考场上平复紧张。',
    phases: [IN(4), HOLD(2), OUT(6)],
  },
  {
    key: 'box',
    name: '方块呼吸',
    pattern: '4-4-4-4',
    note: '吸气、屏息、呼气、屏息各 4 秒，节奏规整，适合心里发慌、注意力涣散的时候。',
    phases: [IN(4), HOLD(4), OUT(4), HOLD(4)],
  },
  {
    key: 'sleep',
    name: '睡前呼吸',
    pattern: '4-7-8',
    note: '吸气 4 秒，屏息 7 秒，呼气 8 秒，适合睡前放松。屏息感到不适时，改用舒缓呼吸即可。',
    phases: [IN(4), HOLD(7), OUT(8)],
  },
];

export const BREATHING_MINUTES = [1, 3, 5] as const;

export function cycleSeconds(rhythm: Rhythm): number {
  return rhythm.phases.reduce((sum, phase) => sum + phase.seconds, 0);
}

/** Whole cycles in the chosen minutes (at least one): a session ends on an out-breath. */
export function roundsFor(rhythm: Rhythm, minutes: number): number {
  return Math.max(1, Math.round((minutes * 60) / cycleSeconds(rhythm)));
}

export interface BreathMoment {
  /** 1-based. */
  round: number;
  phase: BreathPhase;
  /** Whole seconds left in the phase (at least 1 while it runs). */
  secondsLeft: number;
  /** 0–1 through the phase. */
  progress: number;
  /** Circle size, 0.55 (empty lungs) to 1 (full). */
  scale: number;
  done: boolean;
}

const SMALL = 0.55;

/** Where a session of `rounds` cycles is after `elapsedMs`. */
export function breathAt(rhythm: Rhythm, rounds: number, elapsedMs: number): BreathMoment {
  const cycleMs = cycleSeconds(rhythm) * 1000;
  const last = rhythm.phases.at(-1)!;
  if (elapsedMs >= cycleMs * rounds) {
    return { round: rounds, phase: last, secondsLeft: 0, progress: 1, scale: SMALL, done: true };
  }
  const round = Math.floor(elapsedMs / cycleMs) + 1;
  let within = elapsedMs % cycleMs;
  let scale = SMALL;
  for (const phase of rhythm.phases) {
    const length = phase.seconds * 1000;
    if (within < length) {
      const progress = within / length;
      if (phase.kind === 'in') scale = SMALL + (1 - SMALL) * progress;
      else if (phase.kind === 'out') scale = 1 - (1 - SMALL) * progress;
      return {
        round,
        phase,
        secondsLeft: Math.max(1, Math.ceil((length - within) / 1000)),
        progress,
        scale,
        done: false,
      };
    }
    within -= length;
    // A hold keeps the size the breath before it left.
    scale = phase.kind === 'in' ? 1 : phase.kind === 'out' ? SMALL : scale;
  }
  return { round, phase: last, secondsLeft: 0, progress: 1, scale: SMALL, done: false };
}
