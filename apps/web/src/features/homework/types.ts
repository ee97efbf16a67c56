/** Homework (课后作业) data as the server's endpoint contracts declare it. */
export type {
  AnswerInput,
  AnswerPicture,
  HomeworkAnswer,
  HomeworkCounts,
  HomeworkHead,
  HomeworkItem,
  HomeworkListItem,
  HomeworkSheet,
  HomeworkState,
  HomeworkTab,
  MarkShape,
  SubmissionView,
} from '@shangan/shared/contracts/homework';
