/**
 * Query keys of difficulty-bound practice: one root, so an answer refreshes the sets, the
 * records and the band badge at once. Everything is answered for the person asking (bands,
 * progress, VIP), so `viewer` (the signed-in user's id, 0 for a visitor) is part of each key.
 */
export const BOUNDS_KEY = ['boundedPractice'] as const;

export const boundsKeys = {
  sets: (subjectId: number, viewer: number) => [...BOUNDS_KEY, 'sets', subjectId, viewer] as const,
  equity: (setId: number, viewer: number) => [...BOUNDS_KEY, 'equity', setId, viewer] as const,
  question: (setId: number, viewer: number) => [...BOUNDS_KEY, 'question', setId, viewer] as const,
  records: (query: object, viewer: number) => [...BOUNDS_KEY, 'records', query, viewer] as const,
};
