import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListLiveSessions } from '@shangan/shared/contracts/live';
import type { LiveContext } from './context.ts';
import type { LiveSessionRow } from './sessions.repository.ts';
import { toCards } from './views.ts';

type Query = QueryOf<typeof ListLiveSessions>;

/** Beijing time has no daylight saving: its day starts at 16:00 UTC of the day before. */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The UTC instants at which today's Beijing day starts and ends. */
export function beijingToday(now = new Date()): { start: string; end: string } {
  const start =
    Math.floor((now.getTime() + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + DAY_MS).toISOString() };
}

const PAST_STATES = ['ended', 'processing', 'playback'];

/**
 * GET /pc/live/sessions: today's classes (any state, and whatever is live now), the upcoming ones
 * (scheduled after today), the past ones (over), or all; of courses on sale, by exam and subject.
 */
export async function listSessions(
  ctx: LiveContext,
  userId: number | null,
  query: Query,
  now = new Date(),
): Promise<DataOf<typeof ListLiveSessions>> {
  const tab = query.tab ?? 'today';
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 12;
  const today = beijingToday(now);

  const base = () => {
    let q = ctx.db
      .selectFrom('live_session as s')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .where('c.status', '=', 'on_sale');
    if (query.exam) q = q.where('c.exam', '=', query.exam);
    if (query.subject) q = q.where('c.subject', '=', query.subject);
    return q;
  };
  type Base = ReturnType<typeof base>;
  const inTab = (q: Base, which: typeof tab): Base => {
    switch (which) {
      case 'today':
        return q.where((eb) =>
          eb.or([
            eb.and([eb('s.starts_at', '>=', today.start), eb('s.starts_at', '<', today.end)]),
            eb('s.state', '=', 'live'),
          ]),
        );
      case 'upcoming':
        return q.where('s.starts_at', '>=', today.end).where('s.state', '=', 'scheduled');
      case 'past':
        return q.where('s.state', 'in', PAST_STATES);
      default:
        return q;
    }
  };
  const count = async (which: typeof tab) => {
    const row = await inTab(base(), which)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  let rows = inTab(base(), tab).selectAll('s');
  if (tab === 'today') {
    // What is live first, then by the hour.
    rows = rows
      .orderBy((eb) => eb.case().when('s.state', '=', 'live').then(0).else(1).end())
      .orderBy('s.starts_at')
      .orderBy('s.id');
  } else if (tab === 'upcoming') {
    rows = rows.orderBy('s.starts_at').orderBy('s.id');
  } else {
    rows = rows.orderBy('s.starts_at', 'desc').orderBy('s.id', 'desc');
  }
  const [sessions, todayCount, upcoming, past, total] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute() as Promise<LiveSessionRow[]>,
    count('today'),
    count('upcoming'),
    count('past'),
    tab === 'all' ? count('all') : Promise.resolve(-1),
  ]);
  const totals = { today: todayCount, upcoming, past };
  return {
    list: await toCards(ctx, sessions, userId),
    total: tab === 'all' ? total : totals[tab],
    counts: totals,
  };
}
