import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { isoNow } from '../../lib/time.ts';
import type { SmsProvider } from '../../providers/sms/index.ts';
import { phonesOf } from '../accounts/public.ts';
import { beijingToday } from './schedule.service.ts';

/** Reminders go out this long before a class starts. */
export const REMINDER_LEAD_MS = 15 * 60_000;
/** A class that started longer ago than this is not reminded of any more (the sweeper was down). */
const LATE_LIMIT_MS = 5 * 60_000;
/** Reminders one sweep sends at most; the next sweep takes the rest. */
const BATCH = 200;
const SWEEP_EVERY_MS = 60_000;

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The start as a learner reads it in the reminder: 今天 19:30, 明天 08:00 or 11月28日 19:30. */
export function startText(iso: string, now = new Date()): string {
  const at = new Date(Date.parse(iso) + BEIJING_OFFSET_MS);
  const clock = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  const { start } = beijingToday(now);
  const days = Math.floor((Date.parse(iso) - Date.parse(start)) / 86_400_000);
  if (days === 0) return `今天 ${clock}`;
  if (days === 1) return `明天 ${clock}`;
  return `${at.getUTCMonth() + 1}月${at.getUTCDate()}日 ${clock}`;
}

/**
 * Texts 开播提醒 to those who asked, for classes starting within REMINDER_LEAD_MS. Each reminder
 * is taken by a conditional update (notified_at from null), so two instances, or a sweep
 * overlapping the next, text a person once; a text that fails after being taken is logged and
 * not tried again (a second text minutes later would be worse than none). People without a phone
 * are taken and skipped. Answers how many texts went out.
 */
export async function sendDueReminders(
  db: Db,
  sms: SmsProvider,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  if (!sms.sendsNotice('live-reminder')) return 0;
  const due = await db
    .selectFrom('live_reminder as r')
    .innerJoin('live_session as s', 's.id', 'r.session_id')
    .select(['r.session_id', 'r.user_id', 's.title', 's.starts_at'])
    .where('r.notified_at', 'is', null)
    .where('r.cancelled_at', 'is', null)
    .where('s.state', 'in', ['scheduled', 'live'])
    .where('s.starts_at', '<=', new Date(now.getTime() + REMINDER_LEAD_MS).toISOString())
    .where('s.starts_at', '>', new Date(now.getTime() - LATE_LIMIT_MS).toISOString())
    .orderBy('s.starts_at')
    .limit(BATCH)
    .execute();
  if (due.length === 0) return 0;
  const phones = await phonesOf(
    db,
    due.map((row) => row.user_id),
  );
  let sent = 0;
  for (const row of due) {
    const taken = await db
      .updateTable('live_reminder')
      .set({ notified_at: isoNow() })
      .where('session_id', '=', row.session_id)
      .where('user_id', '=', row.user_id)
      .where('notified_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    const phone = phones.get(row.user_id);
    if (Number(taken.numUpdatedRows) !== 1 || !phone) continue;
    try {
      await sms.sendNotice(phone, {
        kind: 'live-reminder',
        params: { title: row.title.slice(0, 20), time: startText(row.starts_at, now) },
      });
      sent += 1;
    } catch (err) {
      log.warn({ err, sessionId: row.session_id, userId: row.user_id }, 'class reminder not sent');
    }
  }
  return sent;
}

/** Sweeps every minute until the returned stop is called. */
export function startReminderSweeper(db: Db, sms: SmsProvider, log: FastifyBaseLogger) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(db, sms, log)
      .catch((err: unknown) => log.warn({ err }, 'class reminder sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
