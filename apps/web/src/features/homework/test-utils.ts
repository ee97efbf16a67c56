/**
 * Test data of the homework pages (the fake API, the providers and the router are in
 * test/app-harness): a homework of a choice, a fill-in and a subjective question, the sheet in
 * any state, and list rows.
 */
import type { Sheet } from './api/homework-sheet';
import type { HomeworkAnswer, HomeworkItem, HomeworkListItem, SubmissionView } from './types';

/** A budget for the first answers on a busy machine, not an expectation. */
export const WAIT = { timeout: 8_000 };

export const HOMEWORK_ID = 5;

export const ITEMS: HomeworkItem[] = [
  {
    itemId: 11,
    number: 1,
    kind: 'objective',
    typeCode: 'single_choose',
    stem: '<p>下列说法<strong>正确</strong>的是</p>',
    materials: [],
    options: [
      { optionHead: 'A', content: '<p>甲</p>' },
      { optionHead: 'B', content: '<p>乙</p>' },
      { optionHead: 'C', content: '<p>丙</p>' },
    ],
    answerSize: 0,
    score: 10,
    key: null,
    analyses: [],
  },
  {
    itemId: 12,
    number: 2,
    kind: 'objective',
    typeCode: 'fill_in',
    stem: '<p>我国的首都是____。</p>',
    materials: [],
    options: [],
    answerSize: 1,
    score: 10,
    key: null,
    analyses: [],
  },
  {
    itemId: 13,
    number: 3,
    kind: 'subjective',
    typeCode: 'short_answer',
    stem: '<p>结合材料，谈谈基层治理的做法。</p>',
    materials: ['<p>材料一：某街道推行网格化管理。</p>'],
    options: [],
    answerSize: 0,
    score: 30,
    key: null,
    analyses: [],
  },
];

export function submission(changes: Partial<SubmissionView> = {}): SubmissionView {
  return {
    submissionId: null,
    state: 'todo',
    attempt: 0,
    rev: 0,
    savedAt: null,
    submittedAt: null,
    late: false,
    correctedAt: null,
    teacherName: null,
    score: null,
    objectiveScore: null,
    comment: '',
    returnReason: '',
    evaluation: null,
    studentName: '',
    ...changes,
  };
}

export function answer(itemId: number, changes: Partial<HomeworkAnswer> = {}): HomeworkAnswer {
  return {
    itemId,
    choice: [],
    text: '',
    pictures: [],
    correct: null,
    score: null,
    comment: '',
    ...changes,
  };
}

export function sheet(changes: Partial<Sheet> = {}): Sheet {
  return {
    homework: {
      homeworkId: HOMEWORK_ID,
      title: '第三讲课后作业',
      intro: '<p>请在周五前完成，主观题可拍照上传手写作答。</p>',
      courseId: 12,
      courseTitle: '申论系统提分班',
      lessonId: 103,
      lessonTitle: '第三讲 基层治理',
      deadline: '2026-05-20T15:59:00.000Z',
      allowLate: false,
      overdue: false,
      totalScore: 50,
    },
    items: ITEMS,
    submission: submission(),
    answers: [],
    mayAnswer: true,
    answerRefusal: '',
    ...changes,
  };
}

export function listItem(
  homeworkId: number,
  changes: Partial<HomeworkListItem> = {},
): HomeworkListItem {
  return {
    homeworkId,
    title: `第${homeworkId}讲课后作业`,
    courseId: 12,
    courseTitle: '申论系统提分班',
    lessonId: 100 + homeworkId,
    lessonTitle: `第${homeworkId}讲`,
    itemCount: 3,
    totalScore: 50,
    deadline: '2026-05-20T15:59:00.000Z',
    allowLate: false,
    overdue: false,
    state: 'todo',
    submissionId: null,
    submittedAt: null,
    correctedAt: null,
    score: null,
    ...changes,
  };
}

export const SHEET_CALL = `GET /app/studentAnswers/${HOMEWORK_ID}`;
export const SAVE_CALL = 'POST /app/studentAnswers/update';
export const SUBMIT_CALL = 'POST /app/studentAnswers';
