import type { Db } from '../../db/database.ts';

/** The portal's furniture: ads, friendly links, the exam calendar and home teasers. */

/**
 * Ads of one position whose optional start and end enclose `nowIso`, in their order; a city
 * sees its own and the main site's, the main site (null) only its own.
 */
export function findRunningAds(db: Db, position: string, cityId: number | null, nowIso: string) {
  let query = db
    .selectFrom('site_ad')
    .select(['id', 'title', 'subtitle', 'image', 'link', 'city_id'])
    .where('position', '=', position)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', nowIso)]));
  query = cityId
    ? query.where((eb) => eb.or([eb('city_id', '=', cityId), eb('city_id', 'is', null)]))
    : query.where('city_id', 'is', null);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** Friendly links: a city's own and the main site's; the main site (null) only its own. */
export function findFriendlyLinks(db: Db, cityId: number | null) {
  let query = db.selectFrom('friendly_link').select(['name', 'link', 'city_id']);
  query = cityId
    ? query.where((eb) => eb.or([eb('city_id', '=', cityId), eb('city_id', 'is', null)]))
    : query.where('city_id', 'is', null);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** Exams of the calendar by date; a city sees its own and the national ones. */
export function findExamTopics(
  db: Db,
  filter: {
    examType?: string;
    province?: string;
    cityId?: number;
    fromDay?: string;
    limit?: number;
  },
) {
  let query = db
    .selectFrom('exam_topic')
    .select([
      'id',
      'title',
      'exam_type as examType',
      'province',
      'city_id as cityId',
      'signup_start as signupStart',
      'signup_end as signupEnd',
      'exam_date as examDate',
      'article_id as articleId',
    ]);
  if (filter.examType) query = query.where('exam_type', '=', filter.examType);
  if (filter.province) query = query.where('province', '=', filter.province);
  if (filter.cityId) {
    const cityId = filter.cityId;
    query = query.where((eb) => eb.or([eb('city_id', '=', cityId), eb('city_id', 'is', null)]));
  }
  if (filter.fromDay) query = query.where('exam_date', '>=', filter.fromDay);
  return query
    .orderBy('exam_date')
    .orderBy('id')
    .limit(filter.limit ?? 50)
    .execute();
}

/** The home page's course or book teasers, in their order. */
export function findRecommends(db: Db, kind: string, limit: number) {
  return db
    .selectFrom('home_recommend')
    .select(['id', 'title', 'subtitle', 'cover', 'link', 'price_fen'])
    .where('kind', '=', kind)
    .orderBy('sort_order')
    .limit(limit)
    .execute();
}
