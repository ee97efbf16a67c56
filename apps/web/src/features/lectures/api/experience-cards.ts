import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type {
  CardStatus,
  GetExperienceNum,
  ListExperienceCards,
} from '@shangan/shared/contracts/video-teaching/cards';
import { learningApi } from '../../../lib/api';
import { lectureKeys } from './keys';

/** GET videoTeaching/getQuestionExperienceNum — my usable cards and the first expiry. */
export function fetchExperienceNum(): Promise<DataOf<typeof GetExperienceNum>> {
  return learningApi.get<DataOf<typeof GetExperienceNum>>('videoTeaching/getQuestionExperienceNum');
}

/** Only for a signed-in person (a visitor would be sent to log in). */
export function useExperienceNum(signedIn: boolean) {
  return useQuery({
    queryKey: lectureKeys.experienceNum,
    queryFn: fetchExperienceNum,
    enabled: signedIn,
  });
}

export interface CardQuery {
  status?: CardStatus;
  page?: number;
  pageSize?: number;
}

/** GET videoTeaching/experienceCardList — my cards, usable first, with expiry and use. */
export function fetchExperienceCards(
  query: CardQuery,
): Promise<DataOf<typeof ListExperienceCards>> {
  return learningApi.get<DataOf<typeof ListExperienceCards>>('videoTeaching/experienceCardList', {
    params: { ...query },
  });
}

export function useExperienceCards(query: CardQuery, signedIn: boolean) {
  return useQuery({
    queryKey: lectureKeys.cards(query),
    queryFn: () => fetchExperienceCards(query),
    enabled: signedIn,
  });
}
