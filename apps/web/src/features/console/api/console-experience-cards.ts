import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf, QueryOf } from '@shangan/shared/contracts';
import type {
  IssueExperienceCards,
  ListCardBatches,
} from '@shangan/shared/contracts/console/experience-cards';
import { mainApi } from '../../../lib/api';
import { AUDIT_KEY, consoleKey } from './console-keys';

/** Every experience-card query lives under this key. */
export const CARDS_KEY = consoleKey('experienceCards');

/** GET /console/experience-cards — the hand-outs made from the console, newest first. */
export function fetchCardBatches(query: QueryOf<typeof ListCardBatches>) {
  return mainApi.get<DataOf<typeof ListCardBatches>>('/console/experience-cards', {
    params: query,
    silent: true,
  });
}

export function useCardBatches(query: QueryOf<typeof ListCardBatches>) {
  return useQuery({
    queryKey: [...CARDS_KEY, query],
    queryFn: () => fetchCardBatches(query),
    placeholderData: keepPreviousData,
  });
}

export type IssueCardsResult = DataOf<typeof IssueExperienceCards>;

/** POST /console/experience-cards/issue — cards to a list of phones, once per batch. */
export function issueExperienceCards(input: BodyOf<typeof IssueExperienceCards>) {
  return mainApi.postJson<DataOf<typeof IssueExperienceCards>>(
    '/console/experience-cards/issue',
    input,
  );
}

export function useIssueExperienceCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueExperienceCards,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}
