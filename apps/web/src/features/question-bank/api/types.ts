/**
 * Shapes of the learning API's question bank (documented by the server's schemas in /docs),
 * with the field names the server sends.
 */
export type TypeCode =
  | 'single_choose'
  | 'true_false_choose'
  | 'multiple_choose'
  | 'non_directional_choose'
  | 'fill_in'
  | 'sequencing'
  | 'short_answer'
  | 'composite';

export interface QuestionOption {
  optionHead: string;
  content: string;
}

export interface Analysis {
  id: number;
  /** text, video or audio. */
  type: string;
  /** text: HTML; video: the video id; audio: a signed address. */
  analysis: string;
  isAi: number;
  thumbsUp: number | null;
  durationSeconds?: number;
}

export interface QuestionFields {
  id: number;
  questionTypeCode: TypeCode;
  context: string;
  questionOptionList: QuestionOption[];
  answerSize: number;
  difficulty: number;
  score: number;
  wordsNum: number | null;
  knowledgePoint: { id: number; name: string } | null;
  source: string;
  vipOnly: boolean;
  isStarred: boolean;
  answer?: string;
  answerList?: string[];
  analysisList?: Analysis[];
  locked?: boolean;
  /** vip: the stem is withheld too; exam: a running mock holds the question. */
  lockedReason?: 'vip' | 'exam';
}

export interface SubQuestion extends QuestionFields {
  parentId: number;
}

export interface Question extends QuestionFields {
  materialContext: Array<{ content: string }>;
  sonQuestion: SubQuestion[];
}

export interface UserAnswer {
  questionId: number;
  answer: string;
  answerList: string[];
  url: string[];
  timeSpent: number;
  isCorrect?: number | null;
}

export interface ExerciseState {
  id: number;
  kind: 'catalogue' | 'paper' | 'mock' | 'error';
  title: string;
  status: 'doing' | 'paused' | 'submitted';
  questionCount: number;
  answeredCount: number;
  elapsedSeconds: number;
  timeLimitSeconds: number | null;
  remainingSeconds: number | null;
  currentIndex: number;
  subjectId: number | null;
  catalogueId: number | null;
  paperId: number | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}

export interface PracticeSession {
  exercise: ExerciseState;
  questions: Question[];
  userAnswers: UserAnswer[];
}

export interface KnowledgePointResult {
  id: number;
  name: string;
  total: number;
  correct: number;
  accuracy: number;
}

export type CardResult = 'correct' | 'wrong' | 'unanswered' | 'ungraded';

export interface AnswerCardItem {
  questionId: number;
  parentId: number | null;
  index: number;
  result: CardResult;
  timeSpent: number;
}

export interface Report {
  exerciseId: number;
  title: string;
  kind: ExerciseState['kind'];
  subjectId: number | null;
  paperId: number | null;
  catalogueId: number | null;
  score: number;
  totalScore: number;
  questionCount: number;
  answeredCount: number;
  correctCount: number;
  wrongCount: number;
  unansweredCount: number;
  ungradedCount: number;
  accuracy: number;
  elapsedSeconds: number;
  averageSeconds: number;
  submittedAt: string;
  rank: number;
  rankTotal: number;
  beatPercent: number;
  knowledgePoints: KnowledgePointResult[];
  answerCard: AnswerCardItem[];
}

export interface Review {
  report: Report;
  questions: Question[];
  userAnswers: UserAnswer[];
}

/** One answer as sent: letters, order numbers, or one entry per blank. */
export type AnswerValue = string | string[];

export interface AnswerInput {
  questionId: number;
  answer: AnswerValue;
  url?: string[];
  timeSpent?: number;
}

export type SubmitAction = 'save' | 'pause' | 'handIn';

export interface SubmitResult {
  exerciseId: number;
  status: ExerciseState['status'];
  saved: number;
  answeredCount: number;
  remainingSeconds: number | null;
  timeUp: boolean;
  report: Report | null;
}

export interface CatalogueNode {
  id: number;
  subjectId: number;
  parentId: number | null;
  name: string;
  level: number;
  vipOnly: boolean;
  locked: boolean;
  questionCount: number;
  /** Questions the server grades; the rest are short answers (申论 answer screen). */
  objectiveCount: number;
  doneCount: number;
  correctCount: number;
  hasChildren: boolean;
}

export interface CatalogueTreeNode extends CatalogueNode {
  children: CatalogueNode[];
}

export interface SubjectSummary {
  id: number;
  code: string;
  name: string;
  description: string;
  questionCount: number;
  paperCount: number;
  doneCount: number;
  correctCount: number;
  modules: Array<{ id: number; name: string }>;
}

export interface ExerciseLogItem {
  exerciseId: number;
  kind: ExerciseState['kind'];
  title: string;
  status: ExerciseState['status'];
  subjectId: number | null;
  paperId: number | null;
  catalogueId: number | null;
  questionCount: number;
  answeredCount: number;
  correctCount: number | null;
  score: number | null;
  totalScore: number;
  accuracy: number | null;
  elapsedSeconds: number;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}

export interface PracticeTotals {
  exerciseCount: number;
  totalSeconds: number;
  doneCount: number;
  answerCount: number;
  correctCount: number;
  accuracy: number;
  errorCount: number;
  favoriteCount: number;
  todayCount: number;
}

export interface PaperSummary {
  id: number;
  subjectId: number;
  subjectName: string;
  title: string;
  year: number;
  region: string;
  examType: string;
  examinationLevel: string;
  timeLimitMinutes: number;
  questionCount: number;
  totalScore: number;
  description: string;
  vipOnly: boolean;
  locked: boolean;
  doneCount: number;
}

export interface QuestionStem {
  questionId: number;
  parentId: number | null;
  questionTypeCode: TypeCode;
  summary: string;
  subjectId: number;
  subjectName: string;
  knowledgePoint: { id: number; name: string } | null;
  vipOnly: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
}
