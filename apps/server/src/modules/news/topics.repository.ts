import type { Db } from '../../db/database.ts';

/** Topics (专题), their typed article lists, and tags. */

/** Topics in display order, each with its number of articles; one classification or all. */
export function findTopics(db: Db, classification?: string) {
  let query = db
    .selectFrom('news_topic as t')
    .select((eb) => [
      't.id',
      't.title',
      't.summary',
      't.cover',
      't.classification',
      eb
        .selectFrom('news_article as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.topic_id', '=', 't.id')
        .as('article_count'),
    ])
    .orderBy('t.sort_order')
    .orderBy('t.id');
  if (classification) query = query.where('t.classification', '=', classification);
  return query.execute();
}

export function findTopicTypes(db: Db, topicId: number) {
  return db
    .selectFrom('news_topic_type')
    .select(['type', 'name'])
    .where('topic_id', '=', topicId)
    .orderBy('sort_order')
    .execute();
}

export function findTopicType(db: Db, topicId: number, type: number) {
  return db
    .selectFrom('news_topic_type')
    .select('name')
    .where('topic_id', '=', topicId)
    .where('type', '=', type)
    .executeTakeFirst();
}

/** Tags with the number of articles carrying them, most used first. */
export function findPopularTags(db: Db, limit: number) {
  return db
    .selectFrom('news_tag as t')
    .innerJoin('news_article_tag as at', 'at.tag_id', 't.id')
    .select(['t.id', 't.name', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['t.id', 't.name'])
    .orderBy('n', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}
