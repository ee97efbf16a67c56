import { useQuery } from '@tanstack/react-query';
import { postMockExamExplain, type MockExamExplain } from '../../../lib/api/mock-exams';
import { explainPollInterval } from '../lib/results-wait';
import { clockOffset } from '../lib/server-clock';
import { mockExamKeys } from './keys';

export type { MockExamExplain } from '../../../lib/api/mock-exams';
export type StageAttempt = MockExamExplain['myAttempts'][number];
export type StageInfo = MockExamExplain['stageList'][number];

/** The contest page's data with how far the server's clock is from this browser's. */
export interface ExplainWithClock {
  explain: MockExamExplain;
  /** Server time minus local time, in ms: countdowns run on `Date.now() + offsetMs`. */
  offsetMs: number;
}

/** The contest page's data, with the server's clock read off the answer. */
export async function fetchMockExamExplain(mockExamId: number): Promise<ExplainWithClock> {
  const sentAt = Date.now();
  const explain = await postMockExamExplain(mockExamId);
  return { explain, offsetMs: clockOffset(explain.now, sentAt, Date.now()) };
}

export function useMockExamExplain(mockExamId: number, viewer: number, enabled = true) {
  return useQuery({
    queryKey: mockExamKeys.explain(mockExamId, viewer),
    queryFn: () => fetchMockExamExplain(mockExamId),
    enabled: enabled && mockExamId > 0,
    // States, attempts and the clock move on their own: read afresh whenever the page opens.
    staleTime: 0,
    // Past the end the server publishes the results and opens practice a little later.
    refetchInterval: (query) => explainPollInterval(query.state.data?.explain),
  });
}
