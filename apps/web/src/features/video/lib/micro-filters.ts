import type { CourseListParams } from '../api/course';
import { oneOf } from '../params';

/** The subjects the micro lessons (微课) are filed under, as the catalogue offers them. */
export const MICRO_SUBJECTS = ['行测', '申论', '面试', '公基', '选调'] as const;

export const MICRO_SORTS = [
  { value: 'default', label: '综合排序' },
  { value: 'sales', label: '最多学习' },
  { value: 'newest', label: '最新上线' },
] as const;
export type MicroSort = (typeof MICRO_SORTS)[number]['value'];

/**
 * The micro lesson list's filters from the address (`?subject=&sort=`; anything else is the
 * whole list in the default order), as the catalogue query without its page.
 */
export function microListFilters(params: URLSearchParams, pageSize: number) {
  const subject = oneOf(MICRO_SUBJECTS, params.get('subject'));
  const sort: MicroSort = oneOf(['sales', 'newest'] as const, params.get('sort')) ?? 'default';
  const query: Omit<CourseListParams, 'page'> = {
    kind: 'micro',
    pageSize,
    sort,
    ...(subject ? { subject } : {}),
  };
  return { subject, sort, query };
}
