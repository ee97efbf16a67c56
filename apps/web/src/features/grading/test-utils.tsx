/**
 * Test data for the homework side of 批改中心: the demo person with roles, a queue page and a
 * submission's sheet as the main API answers them, and a photo of the sheet "loaded" at a size
 * with its drawing layer laid out on screen (jsdom neither loads pictures nor lays out boxes).
 */
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { demoUserInfo } from '../../test/app-harness';
import type { CorrectionQueueRow, HomeworkSheet } from './types';

export function userWithRoles(roles: string[]) {
  return { data: { ...demoUserInfo({ id: 9, user_name: 'teacher' }), roles } };
}

export function queueRow(changes: Partial<CorrectionQueueRow> = {}): CorrectionQueueRow {
  return {
    submissionId: 31,
    homeworkId: 5,
    homeworkTitle: '第一课课后作业',
    courseId: 12,
    courseTitle: '申论系统提分班',
    lessonId: 101,
    lessonTitle: '归纳概括',
    studentName: '张**',
    state: 'submitted',
    attempt: 1,
    submittedAt: '2026-03-01T08:00:00.000Z',
    late: false,
    deadline: '2026-03-02T08:00:00.000Z',
    correctedAt: null,
    score: null,
    totalScore: 20,
    overdue: false,
    rating: null,
    ...changes,
  };
}

export function queueData(list: CorrectionQueueRow[] = [queueRow()], pending = 3) {
  return {
    data: {
      list,
      total: list.length,
      pending,
      courses: [
        {
          courseId: 12,
          title: '申论系统提分班',
          lessons: [
            { lessonId: 101, title: '归纳概括' },
            { lessonId: 102, title: '综合分析' },
          ],
        },
        { courseId: 14, title: '行测刷题营', lessons: [{ lessonId: 201, title: '言语理解' }] },
      ],
    },
  };
}

export const PHOTO_URL = '/uploads/answers/7/photo-1.jpg';

/** A submission of a choice question (right, 5 points) and a subjective one with a photo. */
export function sheetData(
  submission: Partial<HomeworkSheet['submission']> = {},
  answerChanges: Partial<HomeworkSheet['answers'][number]> = {},
): HomeworkSheet {
  return {
    homework: {
      homeworkId: 5,
      title: '第一课课后作业',
      intro: '',
      courseId: 12,
      courseTitle: '申论系统提分班',
      lessonId: 101,
      lessonTitle: '归纳概括',
      deadline: '2026-03-02T08:00:00.000Z',
      allowLate: true,
      overdue: false,
      totalScore: 20,
    },
    items: [
      {
        itemId: 1,
        number: 1,
        kind: 'objective',
        typeCode: 'single_choose',
        stem: '<p>下列说法正确的是</p>',
        materials: [],
        options: [
          { optionHead: 'A', content: '甲' },
          { optionHead: 'B', content: '乙' },
        ],
        answerSize: 1,
        score: 5,
        key: 'B',
        analyses: [],
      },
      {
        itemId: 2,
        number: 2,
        kind: 'subjective',
        typeCode: 'short_answer',
        stem: '<p>概括材料中的主要问题。</p>',
        materials: ['<p>材料一：某社区长者食堂……</p>'],
        options: [],
        answerSize: 0,
        score: 15,
        key: '<p>参考答案：选址、资金、人手。</p>',
        analyses: [],
      },
    ],
    submission: {
      submissionId: 31,
      state: 'submitted',
      attempt: 1,
      rev: 3,
      savedAt: '2026-03-01T07:50:00.000Z',
      submittedAt: '2026-03-01T08:00:00.000Z',
      late: true,
      correctedAt: null,
      teacherName: null,
      score: null,
      objectiveScore: 5,
      comment: '',
      returnReason: '',
      evaluation: null,
      studentName: '张**',
      ...submission,
    },
    answers: [
      {
        itemId: 1,
        choice: ['B'],
        text: '',
        pictures: [],
        correct: 1,
        score: 5,
        comment: '',
      },
      {
        itemId: 2,
        choice: [],
        text: '一、选址偏僻；二、资金不足。',
        pictures: [{ url: PHOTO_URL, previewUrl: '/signed/photo-1.jpg?sig=1', shapes: [] }],
        correct: null,
        score: null,
        comment: '',
        ...answerChanges,
      },
    ],
    mayAnswer: false,
    answerRefusal: '',
  };
}

/** The box the photo is shown in: 400×300 at (10, 20) on screen. */
export const BOX = { left: 10, top: 20, width: 400, height: 300 };

/** Loads the photo named `alt` at 800×600 and lays its drawing layer out at BOX. */
export async function loadPhoto(alt: string): Promise<HTMLElement> {
  const img = await screen.findByAltText(alt);
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 800 });
  Object.defineProperty(img, 'naturalHeight', { configurable: true, value: 600 });
  fireEvent.load(img);
  const layer = await screen.findByTestId('mark-layer');
  vi.spyOn(layer, 'getBoundingClientRect').mockReturnValue({
    ...BOX,
    x: BOX.left,
    y: BOX.top,
    right: BOX.left + BOX.width,
    bottom: BOX.top + BOX.height,
    toJSON: () => BOX,
  });
  return layer;
}

/** A point on the photo as a share of its box, as the screen coordinates of a pointer there. */
export const at = (x: number, y: number) => ({
  clientX: BOX.left + x * BOX.width,
  clientY: BOX.top + y * BOX.height,
});
