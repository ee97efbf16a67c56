import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { PaperSummary } from './types';

export interface PaperAttempt {
  exerciseId: number;
  status: 'doing' | 'paused';
  answeredCount: number;
  questionCount: number;
  elapsedSeconds: number;
  remainingSeconds: number | null;
}

export interface PaperStatus {
  paper: PaperSummary;
  /** 0 not started, 1 in progress, 2 handed in. */
  doStatus: 0 | 1 | 2;
  practice: PaperAttempt | null;
  mock: PaperAttempt | null;
  lastResult: {
    exerciseId: number;
    kind: string;
    score: number;
    correctCount: number;
    questionCount: number;
    submittedAt: string;
  } | null;
}

/** GET historyPaper/paperDoStatus — a paper and where I stand with it. */
export function fetchPaperStatus(paperId: number): Promise<PaperStatus> {
  return learningApi.get<PaperStatus>('historyPaper/paperDoStatus', { params: { paperId } });
}

export function usePaperStatus(paperId: number) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.paperStatus(paperId),
      queryFn: () => fetchPaperStatus(paperId),
      enabled: paperId > 0,
      staleTime: 0,
    }),
  );
}
