import type { AppConfig } from '../../config/env.ts';
import { richTextToPlain } from '../../lib/sanitize-html.ts';
import { signMediaUrl } from '../question-bank/public.ts';
import {
  findAnalyses,
  findMaterials,
  type AnalysisRow,
  type Db,
  type QuestionRow,
} from '../question-bank/public.ts';

/** Pieces of a short-answer question shared by the learner's screen and the grader's. */

/** One line of plain text for lists: tags dropped, at most 60 characters. */
export function plainTitle(html: string, max = 60): string {
  const text = richTextToPlain(html).replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** Pictures inside the reference answer: the checkAnswerUrl field. */
export function modelAnswerImages(html: string): Array<{ url: string }> {
  return [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/gi)].map((match) => ({ url: match[1]! }));
}

export async function materialsOf(db: Db, row: QuestionRow): Promise<Array<{ content: string }>> {
  if (row.parent_id === null) return [];
  const materials = await findMaterials(db, [row.parent_id]);
  return (materials.get(row.parent_id) ?? []).map((content) => ({ content }));
}

/** The analyses in the question bank's shape (id, type, analysis, isAi, thumbsUp). */
export async function analysesOf(config: AppConfig, db: Db, questionId: number) {
  const rows = (await findAnalyses(db, [questionId])).get(questionId) ?? [];
  return rows.map((row) => analysisPayload(config, row));
}

function analysisPayload(config: AppConfig, row: AnalysisRow) {
  const base = { id: row.id, type: row.type, isAi: row.is_ai, thumbsUp: row.thumbs_up };
  if (row.type === 'text' || row.media_id === null) return { ...base, analysis: row.analysis };
  const durationSeconds = row.duration_seconds ?? 0;
  // A video analysis carries the video id (played through media/playUrl), an audio analysis a
  // signed address that expires, as in the question bank.
  if (row.type === 'video') return { ...base, analysis: String(row.media_id), durationSeconds };
  const { url } = signMediaUrl(
    config.appSecret,
    row.media_id,
    config.questionBank.mediaUrlTtlSeconds,
  );
  return { ...base, analysis: url, durationSeconds };
}
