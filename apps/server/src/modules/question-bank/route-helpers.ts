import type { FastifyRequest } from 'fastify';
import type { QuestionBankContext } from './context.ts';
import { loadViewer, type Viewer } from './rights.ts';

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
