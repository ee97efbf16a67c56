import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { seedOwnerVideo } from '../course-video/public.ts';
import { newStreamKey, newStreamName } from './teaching.service.ts';

type Trx = Transaction<Database>;

/** A demo class lasts this long; one whose end has passed is over. */
const DEMO_MINUTES = 90;

/**
 * Demo live classes: one session per live lesson of the demo courses, taught by the course's
 * first teacher (the 行测 course's is the demo grader's account, so it can go live). A class that
 * is over has its recording as a playback; the demo's recording is a drawn video like the other
 * demo lessons, since no teacher broadcast it.
 */
export async function seedLive(trx: Trx, now: string): Promise<void> {
  const lessons = await trx
    .selectFrom('course_lessons as l')
    .select(['l.id', 'l.course_id', 'l.title', 'l.live_at'])
    .where('l.kind', '=', 'live')
    .where('l.live_at', 'is not', null)
    .orderBy('l.id')
    .execute();
  for (const lesson of lessons) {
    const teacher = await trx
      .selectFrom('course_teachers')
      .select('teacher_id')
      .where('course_id', '=', lesson.course_id)
      .orderBy('sort_order')
      .executeTakeFirst();
    const endsAt = Date.parse(lesson.live_at!) + DEMO_MINUTES * 60_000;
    const over = endsAt < Date.parse(now);
    const session = await trx
      .insertInto('live_session')
      .values({
        lesson_id: lesson.id,
        course_id: lesson.course_id,
        title: lesson.title.slice(0, 80),
        teacher_id: teacher?.teacher_id ?? null,
        starts_at: lesson.live_at!,
        planned_minutes: DEMO_MINUTES,
        state: over ? 'playback' : 'scheduled',
        stream_name: newStreamName(),
        stream_key: newStreamKey(),
        started_at: over ? lesson.live_at : null,
        ended_at: over ? new Date(endsAt).toISOString() : null,
        peak_online: over ? 1_286 : 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('lesson_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!session || !over) continue;
    const learner = await trx
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', DEMO_LEARNER.phone)
      .executeTakeFirst();
    const video = await seedOwnerVideo(trx, {
      ownerKind: 'lesson',
      ownerId: lesson.id,
      title: lesson.title,
      lines: [
        '综合分析题：表态、分析、对策',
        '组织管理题：目的、准备、实施、总结',
        '人际沟通题：换位思考，解决问题',
        '应急应变题：先控制局面，再解决问题',
      ],
      seconds: 90,
      now,
    });
    await trx
      .updateTable('course_lessons')
      .set({ duration_seconds: video.durationSeconds })
      .where('id', '=', lesson.id)
      .execute();
    if (!learner) continue;
    await trx
      .insertInto('live_chat_message')
      .values(
        DEMO_CHAT.map((content, index) => ({
          session_id: session.id,
          user_id: learner.id,
          content,
          created_at: new Date(Date.parse(lesson.live_at!) + (index + 1) * 60_000).toISOString(),
        })),
      )
      .execute();
  }
}

const DEMO_CHAT = [
  '老师好，准时来听课了',
  '综合分析题总是答不全，怎么办？',
  '谢谢老师，讲得很清楚',
];
