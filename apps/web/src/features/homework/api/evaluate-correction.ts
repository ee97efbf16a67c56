import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { EvaluateCorrection } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { HOMEWORK_KEY } from './keys';

export type EvaluationBody = BodyOf<typeof EvaluateCorrection>;
export type Evaluation = DataOf<typeof EvaluateCorrection>;

/** POST /app/saveStudentEvaluation — my rating of the teacher's correction (1–5 stars), once. */
export function evaluateCorrection(body: EvaluationBody) {
  return mainApi.postJson<DataOf<typeof EvaluateCorrection>>('/app/saveStudentEvaluation', body);
}

export function useEvaluateCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: evaluateCorrection,
    onSuccess: () => client.invalidateQueries({ queryKey: HOMEWORK_KEY }),
  });
}
