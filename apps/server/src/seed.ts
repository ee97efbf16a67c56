import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './db/database.ts';
import { lockKey } from './db/locks.ts';
import { seedColumns } from './modules/columns/public.ts';
import { seedCoaching, seedDemoStaff, seedShop } from './modules/commerce/public.ts';
import { seedCourses } from './modules/courses/public.ts';
import { seedEnlistment } from './modules/enlistment/public.ts';
import { seedDemoTeacher, seedHomework } from './modules/homework/public.ts';
import { seedLive } from './modules/live/public.ts';
import { seedMockExams } from './modules/mock-exams/public.ts';
import { seedColumnImagery, seedImagery, seedNews } from './modules/news/public.ts';
import { seedPsychology } from './modules/psychology/public.ts';
import { seedQuestionBank } from './modules/question-bank/public.ts';
import { seedDemoGrader, seedShortAnswers } from './modules/short-answer/public.ts';
import {
  seedDemoAdmin,
  seedDemoEditor,
  seedDemoFinance,
  seedUsers,
} from './modules/accounts/public.ts';
import { seedSupportDemo } from './modules/support/public.ts';
import { seedVip } from './modules/vip/public.ts';
import { seedVideoTeaching } from './modules/video-teaching/public.ts';
import { seedBoundedPractice } from './modules/bounded-practice/public.ts';

// The runner sits above db/ and modules/: each module owns its demo content (modules/<x>/seed.ts)
// and hands it over through its public file; db/ never imports a module.
type Seeder = (trx: Transaction<Database>, now: string) => Promise<void>;

/**
 * Named demo-content sets. Each loads at most once per database (recorded in seed_state) and
 * in one transaction, so a killed start leaves either all of a set or none of it.
 */
const SEEDS: Array<[name: string, seeder: Seeder]> = [
  ['demo-columns', seedColumns],
  ['demo-users', seedUsers],
  ['demo-news', seedNews],
  // Its own set so databases seeded before the pictures existed get them on the next start.
  ['demo-imagery', seedImagery],
  ['demo-column-imagery', seedColumnImagery],
  ['demo-vip', seedVip],
  ['demo-question-bank', seedQuestionBank],
  ['demo-short-answers', seedShortAnswers],
  ['demo-grader', seedDemoGrader],
  ['demo-shop', seedShop],
  ['demo-coaching', seedCoaching],
  ['demo-staff', seedDemoStaff],
  ['demo-admin', seedDemoAdmin],
  ['demo-finance', seedDemoFinance],
  ['demo-editor', seedDemoEditor],
  // After the demo learner and administrator: feedback one wrote and the other answered (loaded
  // with the demo accounts, so the reply is never left out).
  ['demo-support', seedSupportDemo],
  // After the shop: each exam's enlistment service is a row of its goods.
  ['demo-enlistment', seedEnlistment],
  // After the shop, VIP and the question bank: paid courses are shop goods, each course names a
  // course adviser, exercises point at question-bank sections.
  ['demo-courses', seedCourses],
  // After the courses and the bank: homework on the course the demo learner bought, some of it
  // handed in; then the demo grader becomes that course's teacher (one inbox for both queues).
  ['demo-homework', seedHomework],
  ['demo-teacher', seedDemoTeacher],
  // After the courses and their teachers: a session for each live lesson, the past ones with
  // their recordings as playbacks.
  ['demo-live', seedLive],
  // Lectures on questions of the demo bank, their videos recorded for the video delivery.
  ['demo-video-teaching', seedVideoTeaching],
  // After the users: the demo learner has a few records of the checks.
  ['demo-psychology', seedPsychology],
  // Sets over the demo bank's modules, and the demo learner's first rounds in one of them.
  ['demo-bounded-practice', seedBoundedPractice],
  // After the question bank, short answers and enlistment: contests on papers of their own, their
  // candidates aiming at positions of the position tables, a 申论 in the graders' queue.
  ['demo-mock-exams', seedMockExams],
];

export interface SeedOptions {
  /**
   * The demo accounts with published passwords: the grader 13800000009 (who also teaches the
   * course with the demo homework), the shop's staff member 13800000008, the console's
   * administrator 13800000007, its finance user 13800000006 and its editor
   * 13800000005. Off in a real production; a skipped set is not recorded, so turning
   * it on later still loads it.
   */
  demoAccounts?: boolean;
}

export async function seedDemoContent(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<string[]> {
  const loaded: string[] = [];
  const engine = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  for (const [name, seeder] of SEEDS) {
    const demoAccount =
      name === 'demo-grader' ||
      name === 'demo-staff' ||
      name === 'demo-teacher' ||
      name === 'demo-admin' ||
      name === 'demo-finance' ||
      name === 'demo-editor' ||
      name === 'demo-support';
    if (demoAccount && options.demoAccounts === false) {
      continue;
    }
    const didLoad = await db.transaction().execute(async (trx) => {
      // Two instances starting on an empty database would both load the set and one would fail
      // on seed_state's key: the second waits here for the first to commit, then finds the
      // set recorded (its next statement sees the commit) and skips it.
      await lockKey(trx, engine, `seed:${name}`);
      const done = await trx
        .selectFrom('seed_state')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      if (done) return false;
      const now = new Date().toISOString();
      await seeder(trx, now);
      await trx.insertInto('seed_state').values({ name, loaded_at: now }).execute();
      return true;
    });
    if (didLoad) loaded.push(name);
  }
  return loaded;
}
