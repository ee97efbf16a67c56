import { learningApi } from '../../../lib/api';
import type { PracticeSession } from './types';

/** POST userExerciseLog/getExerciseQuestion — reopen any attempt of mine (clock resumes). */
export function openExercise(exerciseId: number): Promise<PracticeSession> {
  return learningApi.post<PracticeSession>('userExerciseLog/getExerciseQuestion', { exerciseId });
}
