import { Type, type Static } from 'typebox';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { Yuan } from '../common.ts';
import { endpoint } from '../contract.ts';

/** The console's dashboard: how the school's day goes, today beside yesterday (administrators). */
const TAG = '后台·数据概览';

const Sales = Type.Object({ count: Type.Integer(), amount: Yuan });

export const DayFigures = Type.Object({
  /** The China day, YYYY-MM-DD. */
  day: Type.String(),
  /** Shop orders (books, courses, services) paid that day. */
  shop: Sales,
  /** VIP orders paid that day. */
  vip: Sales,
  /** Both together. */
  revenue: Yuan,
  newUsers: Type.Integer(),
  /** Questions answered, and by how many learners. */
  answers: Type.Integer(),
  learners: Type.Integer(),
});
export type DayFigures = Static<typeof DayFigures>;

export const Dashboard = Type.Object({
  today: DayFigures,
  yesterday: DayFigures,
  /** Waiting now: short answers for graders, homework for teachers. */
  backlog: Type.Object({ shortAnswers: Type.Integer(), homework: Type.Integer() }),
});
export type Dashboard = Static<typeof Dashboard>;

export const GetDashboard = endpoint({
  method: 'GET',
  path: '/console/dashboard',
  tag: TAG,
  summary: '今日与昨日的订单与收入、新用户、做题量与做题学员，以及批改积压',
  roles: CONSOLE_SECTION_ROLES.dashboard,
  data: Dashboard,
});
