import type { FastifyRequest } from 'fastify';
import type { QuestionBankContext } from './context.ts';
import { loadViewer, type Viewer } from './rights.ts';

/** Sections of the question bank in /docs. */
export const TAGS = {
  home: ['题库·首页与目录'],
  practice: ['题库·练习与作答'],
  records: ['题库·记录与错题'],
  papers: ['题库·历年真题'],
  favorites: ['题库·收藏'],
  media: ['题库·解析媒体'],
} as const;

/** The person asking and their rights, read fresh for every request. */
export function viewerOf(
  ctx: Pick<QuestionBankContext, 'db'>,
  request: FastifyRequest,
): Promise<Viewer> {
  return loadViewer(ctx.db, request.user?.id ?? null);
}

/** For routes behind requireUser: the viewer is known to be logged in. */
export async function userViewerOf(
  ctx: Pick<QuestionBankContext, 'db'>,
  request: FastifyRequest,
): Promise<Viewer & { userId: number }> {
  const viewer = await loadViewer(ctx.db, request.user!.id);
  return { ...viewer, userId: request.user!.id };
}
