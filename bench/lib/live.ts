import { openDatabase } from '../../apps/server/src/db/connect.ts';
import {
  createLiveSession,
  type TestSession,
} from '../../apps/server/src/modules/live/live.test-support.ts';
import { createLearner, grantCourse } from '../../apps/server/test/learners.ts';
import { startShanganServer } from './server.ts';

/**
 * The server of a live benchmark: production settings on the benchmark's own embedded database,
 * without the demo content (the class is the benchmark's own).
 */
export function startLiveServer(databasePath: string, extraEnv: Record<string, string> = {}) {
  return startShanganServer({ DATABASE_URL: databasePath, SEED_DEMO: 'false', ...extraEnv });
}

/**
 * A class made as the live tests make theirs (a course of its own with a live lesson and its
 * session) on the running server's database, and `viewers` signed-in learners: holding the
 * course, unless it is free (a public class, open to every signed-in viewer).
 */
export async function prepareLiveClass(
  databasePath: string,
  options: { viewers: number; free?: boolean; state?: 'scheduled' | 'live' },
): Promise<{ session: TestSession; tokens: string[] }> {
  const handle = openDatabase(databasePath);
  try {
    const session = await createLiveSession(
      { db: handle.db },
      { free: options.free, state: options.state },
    );
    const tokens: string[] = [];
    for (let i = 0; i < options.viewers; i += 1) {
      const learner = await createLearner(handle.db);
      if (!options.free) await grantCourse(handle.db, learner.id, session.courseId);
      tokens.push(learner.token);
    }
    return { session, tokens };
  } finally {
    await handle.close();
  }
}
