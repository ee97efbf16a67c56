import { isServer, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * (a past paper handed in before starts afresh). Once this screen holds one (fetched here, put
 * there by the page that started it, or drawn with the page by the server), every later fetch
 * (a refetch, 继续答题 after a pause) reopens that attempt by its id: fetching the same screen
 * twice must never start a second attempt.
 */
export function usePracticeSession(
  screenKey: readonly unknown[],
  load: () => Promise<PracticeSession>,
) {
  const signedIn = hasToken();
  const client = useQueryClient();
  const queryKey = practiceQueryKey(screenKey);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const held = client.getQueryData<PracticeSession>(queryKey);
      return held ? await openExercise(held.exercise.id) : await load();
    },
    enabled: signedIn,
    staleTime: Infinity,
    // Dropped once the screen is left, so coming back opens the attempt anew; but kept while the
    // server draws the page, between the drawing that asks for it and the one that shows it.
    gcTime: isServer ? Infinity : 0,
  });
  return { signedIn, query };
}
