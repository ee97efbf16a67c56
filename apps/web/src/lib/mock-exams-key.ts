/**
 * The root of every contest query key (模考大赛). The contest pages own these queries; the
 * bank's exam screen, where a stage is handed in, refreshes them all by this root, since one
 * feature may not reach into another's keys.
 */
export const MOCK_EXAMS_KEY = ['mockExams'] as const;
