import type { DataOf } from '@shangan/shared/contracts';
import type { OpenExercise } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

/** POST userExerciseLog/getExerciseQuestion — reopen any attempt of mine (clock resumes). */
export function openExercise(exerciseId: number): Promise<DataOf<typeof OpenExercise>> {
  return learningApi.post<DataOf<typeof OpenExercise>>('userExerciseLog/getExerciseQuestion', {
    exerciseId,
  });
}
