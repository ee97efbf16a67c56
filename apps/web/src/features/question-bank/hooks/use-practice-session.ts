import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { hasToken } from '../../../lib/session-storage';
import { openExercise } from '../api/exercise-question';
import { QB_KEY } from '../api/keys';
import type { PracticeSession } from '../types';

/**
 * The cache key of a practice screen's attempt, e.g. ['exercise', 12] or ['paper', 3]
 * (hooks/use-start-practice.ts puts an attempt it started under ['exercise', id]).
 */
export function practiceQueryKey(screenKey: readonly unknown[]) {
  return [...QB_KEY, 'practice', ...screenKey] as const;
}

/**
 * The attempt a practice screen shows (desktop and mobile alike). `load` may start an attempt
 * (a past paper handed in before starts afresh). Once this screen holds one, every later fetch
 * (a refetch, 继续答题 after a pause) reopens that attempt by its id: fetching the same screen
 * twice must never start a second attempt.
 */
export function usePracticeSession(
  screenKey: readonly unknown[],
  load: () => Promise<PracticeSession>,
) {
  const signedIn = hasToken();
  const opened = useRef<{ key: string; id: number } | null>(null);
  const keyText = JSON.stringify(screenKey);
  const query = useQuery({
    queryKey: practiceQueryKey(screenKey),
    queryFn: async () => {
      const known = opened.current?.key === keyText ? opened.current.id : 0;
      const session = known ? await openExercise(known) : await load();
      opened.current = { key: keyText, id: session.exercise.id };
      return session;
    },
    enabled: signedIn,
    staleTime: Infinity,
    gcTime: 0,
  });
  return { signedIn, query };
}
