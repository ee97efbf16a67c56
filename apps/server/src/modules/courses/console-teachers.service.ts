import {
  ApiCode,
  ConsoleTeacherMsg,
  PICTURE_ADDRESS,
  TEACHER_INTRO_MAX,
  TEACHER_NAME_MAX,
  TEACHER_TITLE_MAX,
} from '@shangan/shared';
import type { ConsoleTeacherProfile } from '@shangan/shared/contracts/console/teachers';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  PALETTES,
  PORTRAIT_HEIGHT,
  PORTRAIT_WIDTH,
  storePortrait,
} from '../../lib/imagery-draw.ts';
import { charCount } from '../../lib/plain-text.ts';
import { findUserRoles } from '../accounts/public.ts';
import { recordAudit } from '../audit/public.ts';
import { storePicture } from '../news/public.ts';

/**
 * The console's teacher profiles (editors). A profile's account teaches under it: it runs the
 * profile's live classes and corrects its courses' homework, so only an account already holding
 * the teacher role may be linked, and to one profile only.
 */
type Trx = Transaction<Database>;

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);

function profilesQuery(db: Db | Trx) {
  return db
    .selectFrom('teachers as t')
    .leftJoin('app_user as u', 'u.id', 't.user_id')
    .select((eb) => [
      't.id',
      't.name',
      't.title',
      't.intro',
      't.years',
      't.avatar_url',
      't.user_id',
      'u.phone',
      'u.realname',
      'u.nick_name',
      eb
        .selectFrom('course_teachers as c')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('c.teacher_id', '=', 't.id')
        .as('courses'),
    ]);
}

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profilesQuery>['execute']>>[number];

function profileView(row: ProfileRow): ConsoleTeacherProfile {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    intro: row.intro,
    years: row.years,
    avatarUrl: row.avatar_url,
    courses: Number(row.courses ?? 0),
    accountPhone: row.user_id === null ? '' : (row.phone ?? ''),
    accountName: row.user_id === null ? '' : row.realname || row.nick_name || '',
  };
}

export async function listConsoleTeachers(db: Db): Promise<ConsoleTeacherProfile[]> {
  const rows = await profilesQuery(db).orderBy('t.sort_order').orderBy('t.id').execute();
  return rows.map(profileView);
}

export interface TeacherInput {
  id: number | null;
  name: string;
  title: string;
  intro: string;
  years: number;
  avatarUrl: string;
  accountPhone: string;
}

function checked(input: TeacherInput) {
  const name = input.name.trim();
  if (!name) throw bad(ConsoleTeacherMsg.nameRequired);
  if (charCount(name) > TEACHER_NAME_MAX) throw bad(ConsoleTeacherMsg.nameTooLong);
  const title = input.title.trim();
  if (charCount(title) > TEACHER_TITLE_MAX) throw bad(ConsoleTeacherMsg.titleTooLong);
  const intro = input.intro.trim();
  if (charCount(intro) > TEACHER_INTRO_MAX) throw bad(ConsoleTeacherMsg.introTooLong);
  const avatar = input.avatarUrl.trim();
  if (avatar && !PICTURE_ADDRESS.test(avatar)) throw bad(ConsoleTeacherMsg.avatarInvalid);
  return { name, title, intro, avatar };
}

/** The account a profile is to be taught by: it exists, teaches, and teaches under no other. */
async function teachingAccount(trx: Trx, phone: string, profileId: number | null) {
  if (!phone) return null;
  const account = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  if (!account) throw bad(ConsoleTeacherMsg.accountMissing);
  if (!(await findUserRoles(trx, account.id)).includes('teacher')) {
    throw bad(ConsoleTeacherMsg.accountNotTeacher);
  }
  const other = await trx
    .selectFrom('teachers')
    .select(['id', 'name'])
    .where('user_id', '=', account.id)
    .executeTakeFirst();
  if (other && other.id !== profileId) throw bad(ConsoleTeacherMsg.accountTaken(other.name));
  return account.id;
}

export async function saveConsoleTeacher(
  db: Db,
  actorId: number,
  input: TeacherInput,
  invalidate: () => Promise<void>,
): Promise<ConsoleTeacherProfile> {
  const fields = checked(input);
  const id = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const before =
      input.id === null
        ? undefined
        : await profilesQuery(trx).where('t.id', '=', input.id).executeTakeFirst();
    if (input.id !== null && !before) {
      throw new ApiError(ApiCode.NOT_FOUND, ConsoleTeacherMsg.notFound);
    }
    const userId = await teachingAccount(trx, input.accountPhone, input.id);
    // A profile saved without a picture gets one drawn, like the demo teachers.
    const avatar = fields.avatar
      ? before?.avatar_url === fields.avatar
        ? {}
        : {
            avatar_url: fields.avatar,
            avatar_width: PORTRAIT_WIDTH,
            avatar_height: PORTRAIT_HEIGHT,
          }
      : await storePortrait(storePicture(trx, now), `teacher-${Date.now()}.svg`, {
          name: fields.name,
          hair: Math.random() < 0.5 ? 'short' : 'long',
          palette: PALETTES[Math.floor(Math.random() * PALETTES.length)]!,
        });
    const columns = {
      name: fields.name,
      title: fields.title,
      intro: fields.intro,
      years: input.years,
      user_id: userId,
      ...avatar,
    };
    let id: number;
    if (before) {
      await trx.updateTable('teachers').set(columns).where('id', '=', before.id).execute();
      id = before.id;
    } else {
      const last = await trx
        .selectFrom('teachers')
        .select((eb) => eb.fn.max<number | null>('sort_order').as('n'))
        .executeTakeFirst();
      const row = await trx
        .insertInto('teachers')
        .values({ ...columns, sort_order: Number(last?.n ?? -1) + 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await recordAudit(trx, {
      actorId,
      action: before ? 'teacher.update' : 'teacher.create',
      entity: 'teachers',
      entityId: id,
      before: before ? profileView(before) : null,
      after: profileView((await profilesQuery(trx).where('t.id', '=', id).executeTakeFirst())!),
    });
    return id;
  });
  await invalidate();
  return profileView((await profilesQuery(db).where('t.id', '=', id).executeTakeFirst())!);
}
