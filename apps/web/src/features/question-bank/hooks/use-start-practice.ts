import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startCataloguePractice, type StartCatalogueInput } from '../api/catalogue-question';
import { startErrorPractice } from '../api/error-question-practice';
import { QB_KEY } from '../api/keys';
import type { PracticeSession } from '../types';

/**
 * The cache entry the practice screen of `?exerciseId=` opens first: the desktop screen keys
 * its session as [...QB_KEY, 'practice', 'exercise', id] (PracticeScreen's queryKey
 * ['exercise', id]).
 */
export function practiceSessionKey(exerciseId: number) {
  return [...QB_KEY, 'practice', 'exercise', exerciseId] as const;
}

/** Hands the session just started to the practice screen, so it opens without asking again. */
export function seedPracticeSession(queryClient: QueryClient, session: PracticeSession): void {
  queryClient.setQueryData(practiceSessionKey(session.exercise.id), session);
}

export type StartPracticeInput =
  | ({ kind: 'catalogue' } & StartCatalogueInput)
  | { kind: 'error'; count: number; subjectId?: number; knowledgePointId?: number };

/**
 * Starts catalogue practice (a section, `count` questions, not done yet first) or a batch of
 * the error book: the server draws the questions; the started session is put where the
 * practice screen reads it, and `onStarted` goes there (each site with its own address).
 */
export function useStartPractice(onStarted: (exerciseId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartPracticeInput): Promise<PracticeSession> => {
      if (input.kind === 'catalogue') {
        const { kind: _kind, ...body } = input;
        return startCataloguePractice(body);
      }
      const { kind: _kind, ...body } = input;
      return startErrorPractice(body);
    },
    onSuccess: (session) => {
      seedPracticeSession(queryClient, session);
      onStarted(session.exercise.id);
    },
  });
}
