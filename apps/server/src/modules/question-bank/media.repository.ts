import type { Db } from '../../db/database.ts';

/** Stored analysis media (video and audio) and which analysis plays which file. */

export function findMediaFile(db: Db, id: number) {
  return db
    .selectFrom('qb_media')
    .select(['mime', 'content', 'size'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The media file of a question's video or audio analysis, if that analysis belongs to it. */
export function findAnalysisMedia(db: Db, questionId: number, analysisId: number) {
  return db
    .selectFrom('qb_analysis as a')
    .innerJoin('qb_media as m', 'm.id', 'a.media_id')
    .select(['m.id', 'm.mime', 'm.duration_seconds'])
    .where('a.id', '=', analysisId)
    .where('a.question_id', '=', questionId)
    .where('a.type', 'in', ['video', 'audio'])
    .executeTakeFirst();
}
