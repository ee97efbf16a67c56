/** Query keys of the lectures: one root, so an unlock refreshes every list, count and card. */
export const LECTURES_KEY = ['lectures'] as const;

/**
 * Lists and details are answered for the person asking (lock states, progress): `viewer` is the
 * signed-in user's id (0 for a visitor), so logging in or out reads them again.
 */
export const lectureKeys = {
  catalogue: (subjectId: number, viewer: number) =>
    [...LECTURES_KEY, 'catalogue', subjectId, viewer] as const,
  list: (query: object, viewer: number) => [...LECTURES_KEY, 'list', query, viewer] as const,
  question: (lectureId: number, viewer: number) =>
    [...LECTURES_KEY, 'question', lectureId, viewer] as const,
  experienceNum: [...LECTURES_KEY, 'experienceNum'] as const,
  cards: (query: object) => [...LECTURES_KEY, 'cards', query] as const,
};
