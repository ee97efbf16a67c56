/**
 * Every homework query lives under this key: saving, handing in and rating change what the
 * lists, the sheet and the result show, so one invalidation refreshes them all. What the server
 * answers depends on who asks: `viewer` is the signed-in user's id, so a login or logout never
 * shows the previous person's homework.
 */
export const HOMEWORK_KEY = ['homework'] as const;

export const homeworkKeys = {
  all: HOMEWORK_KEY,
  mine: (viewer: number, query: object) => [...HOMEWORK_KEY, 'mine', viewer, query] as const,
  course: (viewer: number, courseId: number, query: object) =>
    [...HOMEWORK_KEY, 'course', viewer, courseId, query] as const,
  sheet: (viewer: number, homeworkId: number) =>
    [...HOMEWORK_KEY, 'sheet', viewer, homeworkId] as const,
  uploadParams: [...HOMEWORK_KEY, 'uploadParams'] as const,
};
