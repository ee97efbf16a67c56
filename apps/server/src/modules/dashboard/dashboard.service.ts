import type { Dashboard, DayFigures } from '@shangan/shared/contracts/console/dashboard';
import type { Db } from '../../db/database.ts';
import { fenToYuan } from '../../lib/money.ts';
import { chinaDate, chinaDayStart, DAY_MS } from '../../lib/time.ts';
import { newAccountsBetween } from '../accounts/public.ts';
import { paidShopOrdersBetween } from '../commerce/public.ts';
import { homeworkWaiting } from '../homework/public.ts';
import { answersBetween } from '../question-bank/public.ts';
import { shortAnswersWaiting } from '../short-answer/public.ts';
import { paidVipOrdersBetween } from '../vip/public.ts';

/** One China day's figures, each read from the module that owns it. */
async function dayFigures(db: Db, day: string): Promise<DayFigures> {
  const start = chinaDayStart(day);
  const from = start.toISOString();
  const to = new Date(start.getTime() + DAY_MS).toISOString();
  const [shop, vip, newUsers, answers] = await Promise.all([
    paidShopOrdersBetween(db, from, to),
    paidVipOrdersBetween(db, from, to),
    newAccountsBetween(db, from, to),
    answersBetween(db, from, to),
  ]);
  return {
    day,
    shop: { count: shop.count, amount: fenToYuan(shop.fen) },
    vip: { count: vip.count, amount: fenToYuan(vip.fen) },
    revenue: fenToYuan(shop.fen + vip.fen),
    newUsers,
    answers: answers.answers,
    learners: answers.learners,
  };
}

/** Today and yesterday (China days) and what waits for graders and teachers now. */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = chinaDate(now);
  const yesterday = chinaDate(new Date(chinaDayStart(today).getTime() - 1));
  const [todayFigures, yesterdayFigures, shortAnswers, homework] = await Promise.all([
    dayFigures(db, today),
    dayFigures(db, yesterday),
    shortAnswersWaiting(db),
    homeworkWaiting(db),
  ]);
  return {
    today: todayFigures,
    yesterday: yesterdayFigures,
    backlog: { shortAnswers, homework },
  };
}
