import type { ExerciseState, PracticeSession } from './types';

/**
 * A learner's past-paper attempt as the server opens it, for tests: one single-choice question,
 * in the state asked for.
 */
export function paperSession(status: ExerciseState['status'] = 'doing'): PracticeSession {
  return {
    exercise: {
      id: 41,
      kind: 'paper',
      title: '2024年国考行测（地市级）',
      status,
      questionCount: 1,
      answeredCount: 0,
      elapsedSeconds: 0,
      timeLimitSeconds: null,
      remainingSeconds: null,
      currentIndex: 0,
      subjectId: 1,
      catalogueId: null,
      paperId: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      submittedAt: status === 'submitted' ? '2026-01-01T00:05:00.000Z' : null,
    },
    questions: [
      {
        id: 501,
        questionTypeCode: 'single_choose',
        context: '<p>下列说法正确的是</p>',
        questionOptionList: ['A', 'B', 'C', 'D'].map((head) => ({
          optionHead: head,
          content: `<p>选项${head}的内容</p>`,
        })),
        answerSize: 1,
        difficulty: 2,
        score: 1,
        wordsNum: null,
        knowledgePoint: null,
        source: '',
        vipOnly: false,
        isStarred: false,
        materialContext: [],
        sonQuestion: [],
      },
    ],
    userAnswers: [],
  };
}
