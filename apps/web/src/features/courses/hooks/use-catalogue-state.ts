import type { CourseListFilters } from '../api/courses';
import { EXAMS, KINDS, PRICES, SORT_VALUES, SUBJECTS } from '../catalogue-options';
import { oneOf, positiveInt } from '../params';
import { useSearchState, type SearchChanges } from './use-search-state';

/** The catalogue's filters as the address holds them; unknown values read as 全部. */
export function useCatalogueState(pageSize: number) {
  const { params, update } = useSearchState();
  const exam = oneOf(EXAMS, params.get('exam'));
  const subject = oneOf(SUBJECTS, params.get('subject'));
  const kind = oneOf(KINDS, params.get('kind'));
  const price = oneOf(PRICES, params.get('price'));
  const sort = oneOf(SORT_VALUES, params.get('sort')) ?? 'default';
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const page = positiveInt(params.get('page')) ?? 1;

  const query: CourseListFilters = {
    page,
    pageSize,
    ...(exam ? { exam } : {}),
    ...(subject ? { subject } : {}),
    ...(kind ? { kind } : {}),
    ...(price ? { price } : {}),
    ...(keyword ? { keyword } : {}),
    ...(sort !== 'default' ? { sort } : {}),
  };

  return {
    filters: { exam, subject, kind, price, sort, keyword, page },
    query,
    /** Any filter change starts again at page 1. */
    set: (changes: SearchChanges) => update({ ...changes, page: null }),
    setPage: (next: number) => update({ page: next === 1 ? null : next }),
    /** 清除筛选: every facet (and whatever else `extra` names) in one step of history. */
    clear: (extra: SearchChanges = {}) =>
      update({ exam: null, subject: null, kind: null, price: null, page: null, ...extra }),
  };
}
