import type { JobState } from '@shangan/shared';

export const JOB_STATE_COLOR: Record<JobState, string> = {
  waiting: 'default',
  active: 'processing',
  retrying: 'warning',
  done: 'success',
  failed: 'error',
};

const ENGINE_TEXT: Record<string, string> = {
  'pg-boss': 'PostgreSQL（pg-boss）',
  embedded: '内置队列',
};

/** The queue that carries the work, in words for staff; an unknown one by its own name. */
export function engineText(engine: string): string {
  return ENGINE_TEXT[engine] ?? engine;
}
