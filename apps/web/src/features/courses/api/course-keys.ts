/**
 * Every course query lives under this key. Buying, enrolling and reviewing change what the
 * catalogue, the detail page and my courses show of a course (sales, the viewer's button, the
 * reviews, the list of what one holds), so a settled order or an enrolment refreshes them all.
 */
export const COURSES_KEY = ['courses'] as const;

/**
 * Queries whose answer depends on who asks (the detail's viewer state, my courses) carry the
 * person's id, so a login or logout never shows the previous person's answer.
 */
export function viewerKey(userId: number | null, ...rest: unknown[]) {
  return [...COURSES_KEY, 'viewer', userId ?? 0, ...rest] as const;
}
