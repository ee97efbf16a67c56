import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetShortAnswerQuestion } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../../lib/api';
import type { ShortAnswerView } from '../types';
import { saKeys } from './keys';
import { questionSaved } from './save-short-answer';

/** GET shortAnswer/question?id= — the question, its materials and my answer. */
export async function fetchShortAnswerQuestion(id: number) {
  await questionSaved(id);
  return learningApi.get<DataOf<typeof GetShortAnswerQuestion>>('shortAnswer/question', {
    params: { id },
    silent: true,
  });
}

export function useShortAnswerQuestion(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: saKeys.question(id),
      queryFn: () => fetchShortAnswerQuestion(id),
      enabled: enabled && id > 0,
      // Fetched anew each time the screen opens (the screen waits for it): a copy from an
      // earlier visit may be older than what was saved since, here or in another tab.
      staleTime: 0,
      // The answer box owns the text while it is open; a background refetch must not reset it.
      refetchOnWindowFocus: false,
    }),
  );
}

/**
 * After an acknowledged save: the cached question carries the saved text and pictures, so a
 * later visit never starts from (and autosaves over with) an older copy.
 */
export function rememberSavedAnswer(
  queryClient: QueryClient,
  saved: { id: number; answer: string; url: string[] },
): void {
  queryClient.setQueryData<ShortAnswerView>(saKeys.question(saved.id), (view) => {
    if (!view || (view.answer && view.answer.status !== 'draft')) return view;
    const before = view.answer;
    // Signed read addresses of pictures already known; new ones get theirs on the next fetch.
    const previewOf = new Map(before?.url.map((url, i) => [url, before.previewUrl[i] ?? '']));
    return {
      ...view,
      answer: {
        submittedAt: null,
        userScore: null,
        checkNote: '',
        gradedAt: null,
        score: view.question.score,
        ...before,
        answer: saved.answer,
        url: saved.url,
        previewUrl: saved.url.map((url) => previewOf.get(url) ?? ''),
        status: 'draft',
        savedAt: new Date().toISOString(),
      },
    };
  });
}
