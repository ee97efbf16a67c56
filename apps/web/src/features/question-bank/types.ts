import type { AnswerInput } from '@shangan/shared/contracts/question-bank';

/** Question-bank data as the server's endpoint contracts declare it. */
export type {
  Analysis,
  AnswerInput,
  CardResult,
  CatalogueNode,
  ExerciseLogItem,
  ExerciseState,
  PracticeSession,
  Question,
  QuestionFields,
  QuestionOption,
  Report,
  SubmitAction,
  SubmitResult,
  SubQuestion,
  TypeCode,
  UserAnswer,
} from '@shangan/shared/contracts/question-bank';

/** One answer as sent: letters, order numbers, or one entry per blank. */
export type AnswerValue = AnswerInput['answer'];
