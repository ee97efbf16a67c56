/** Shapes of the grading endpoints (learning API, graders only). */

export type QueueStatus = 'pending' | 'mine' | 'graded';

export interface QueueRow {
  answerId: number;
  questionId: number;
  questionTitle: string;
  paperTitle: string;
  /** Masked, e.g. 张**. */
  userName: string;
  submittedAt: string;
  status: 'submitted' | 'graded';
  lockedBy: { id: number; name: string } | null;
  lockedByMe: boolean;
  userScore: number | null;
  score: number;
  /** I gave this grade. */
  gradedByMe: boolean;
  /** Until when I may still change my grade; null: not mine, or final. */
  reviseUntil: string | null;
}

export interface QueueGroup {
  questionId: number;
  questionTitle: string;
  paperTitle: string;
  pending: number;
}

export interface GradingQueue {
  total: number;
  list: QueueRow[];
  groups: QueueGroup[];
}

export interface QueueFilter {
  status: QueueStatus;
  questionId?: number;
  page: number;
  pageSize: number;
}

export interface GradingAnalysis {
  id: number;
  type: string;
  analysis: string;
  isAi: number;
}

export interface ClaimedAnswer {
  answerId: number;
  question: {
    id: number;
    context: string;
    materialContext: Array<{ content: string }>;
    answer: string | null;
    wordsNum: number | null;
    score: number;
    analysisList: GradingAnalysis[];
  };
  learner: {
    /** Masked, e.g. 张**. */
    userName: string;
    answer: string;
    previewUrl: string[];
    submittedAt: string;
  };
  lockExpiresAt: string;
}

/** An answer I graded, to change the grade while its window is open. */
export interface GradedAnswer extends Omit<ClaimedAnswer, 'lockExpiresAt'> {
  grade: {
    score: number;
    /** Rich text, as stored. */
    checkNote: string;
    gradedAt: string;
    /** null: the grade is final. */
    reviseUntil: string | null;
  };
}
