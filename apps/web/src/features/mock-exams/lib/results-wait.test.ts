import { describe, expect, it } from 'vitest';
import { RESULTS_POLL_MS, explainPollInterval, resultPollInterval } from './results-wait';

describe('waiting for the results', () => {
  it('asks for the contest again until practice is open and the results are out', () => {
    const ended = { state: 'ended' as const, resultsPublished: false, practiceOpen: false };
    expect(explainPollInterval(ended)).toBe(RESULTS_POLL_MS);
    expect(explainPollInterval({ ...ended, practiceOpen: true })).toBe(RESULTS_POLL_MS);
    expect(explainPollInterval({ ...ended, practiceOpen: true, resultsPublished: true })).toBe(
      false,
    );
    expect(explainPollInterval({ ...ended, state: 'running' })).toBe(false);
    expect(explainPollInterval(undefined)).toBe(false);
  });

  it('asks for my result again while the contest is over and it is not out', () => {
    // An answer from before the end still says running: the contest page knows better.
    expect(resultPollInterval({ state: 'running', resultsPublished: false }, true)).toBe(
      RESULTS_POLL_MS,
    );
    expect(resultPollInterval({ state: 'ended', resultsPublished: false }, false)).toBe(
      RESULTS_POLL_MS,
    );
    expect(resultPollInterval({ state: 'ended', resultsPublished: true }, true)).toBe(false);
    expect(resultPollInterval({ state: 'running', resultsPublished: false }, false)).toBe(false);
  });
});
