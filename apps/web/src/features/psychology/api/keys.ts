/** Query keys of the checks: one root, so a submission refreshes every list and record. */
export const PSYCHOLOGY_KEY = ['psychology'] as const;

/**
 * Lists are answered for the person asking (their last results): `viewer` is the signed-in
 * user's id (0 for a visitor), so logging in or out reads them again.
 */
export const psychologyKeys = {
  checks: (viewer: number) => [...PSYCHOLOGY_KEY, 'checks', viewer] as const,
  questions: (checkId: number) => [...PSYCHOLOGY_KEY, 'questions', checkId] as const,
  records: (query: object, viewer: number) =>
    [...PSYCHOLOGY_KEY, 'records', query, viewer] as const,
  record: (recordId: number, viewer: number) =>
    [...PSYCHOLOGY_KEY, 'record', recordId, viewer] as const,
};
