import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import type { Db } from '../../db/database.ts';
import { insertContest, insertStage } from './mock-exam.repository.ts';

/**
 * Writes a contest and its stages (the demo seed, tests, the benchmark). The stages' papers are
 * question-bank papers of kind 'contest', written through the bank's writer by the caller. The
 * contest's own start and end are its first stage's start and its last stage's end.
 */
export interface ContestInput {
  title: string;
  subtitle?: string;
  examType: string;
  examinationLevel?: string;
  rules: string;
  applyStartAt: string;
  lateEntryMinutes: number;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  stages: Array<{ stage: MockExamStage; paperId: number; startAt: string; endAt: string }>;
}

export class ContestContentError extends Error {}

export async function createContest(db: Db, input: ContestInput, now: string): Promise<number> {
  const stages = [...input.stages].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  if (!stages.some((stage) => stage.stage === 'xingce')) {
    throw new ContestContentError('模考至少需要行测科目');
  }
  if (new Set(stages.map((stage) => stage.stage)).size !== stages.length) {
    throw new ContestContentError('同一科目只能有一场');
  }
  for (const [index, stage] of stages.entries()) {
    if (Date.parse(stage.startAt) >= Date.parse(stage.endAt)) {
      throw new ContestContentError(`${stage.stage} 的结束时间须晚于开始时间`);
    }
    const previous = stages[index - 1];
    if (previous && Date.parse(previous.endAt) > Date.parse(stage.startAt)) {
      throw new ContestContentError('各科目的考试时间不能重叠');
    }
  }
  const { id } = await insertContest(db, {
    title: input.title,
    subtitle: input.subtitle ?? '',
    exam_type: input.examType,
    examination_level: input.examinationLevel ?? '',
    rules: input.rules,
    apply_start_at: input.applyStartAt,
    start_at: stages[0]!.startAt,
    end_at: stages.at(-1)!.endAt,
    late_entry_minutes: input.lateEntryMinutes,
    shuffle_questions: input.shuffleQuestions ? 1 : 0,
    shuffle_options: input.shuffleOptions ? 1 : 0,
    created_at: now,
  });
  for (const stage of stages) {
    await insertStage(db, {
      mock_exam_id: id,
      stage: stage.stage,
      paper_id: stage.paperId,
      start_at: stage.startAt,
      end_at: stage.endAt,
    });
  }
  return id;
}
