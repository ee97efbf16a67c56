import type { CourseExam, CourseKind, CoursePriceFilter, CourseSort, CourseSubject } from './types';

/**
 * The values the catalogue's filters may take, as the server's contract allows them. An address
 * edited by hand with anything else is read as 全部 instead of being sent and refused.
 */
export const EXAMS: readonly CourseExam[] = ['国考', '省考', '选调生', '事业单位'];
export const SUBJECTS: readonly CourseSubject[] = ['行测', '申论', '面试', '公基', '选调'];
export const KINDS: readonly CourseKind[] = ['system', 'micro', 'public', 'package'];
export const PRICES: readonly CoursePriceFilter[] = ['free', 'vip_free', 'paid'];

/** Labels until the server's filter list (with its counts) arrives. */
export const KIND_LABELS: Record<CourseKind, string> = {
  system: '系统课',
  micro: '微课',
  public: '公开课',
  package: '课程套餐',
};
export const PRICE_LABELS: Record<CoursePriceFilter, string> = {
  free: '免费',
  vip_free: 'VIP免费',
  paid: '付费',
};

export const SORTS: ReadonlyArray<{ value: CourseSort; label: string }> = [
  { value: 'default', label: '综合排序' },
  { value: 'sales', label: '销量优先' },
  { value: 'newest', label: '最新上架' },
  { value: 'price_asc', label: '价格从低到高' },
  { value: 'price_desc', label: '价格从高到低' },
];
export const SORT_VALUES: readonly CourseSort[] = SORTS.map((sort) => sort.value);
