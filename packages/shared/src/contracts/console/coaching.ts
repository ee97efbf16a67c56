import { Type, type Static } from 'typebox';
import { COACHING_GROUP_MAX, ConsoleCoachingMsg } from '../../console-coaching.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { CoachingType } from '../commerce/goods.ts';
import { Instant } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's coaching timetable (辅导档期): each coaching product's times, its coaches and
 * how many seats are taken; staff add times ahead, change their seats, and remove unbooked ones.
 */
const TAG = '后台·辅导档期';
const ROLES = CONSOLE_SECTION_ROLES.coaching;

const ProductId = Type.Integer({ minimum: 1, errorMessage: ConsoleCoachingMsg.productNotFound });
const SlotId = Type.Integer({ minimum: 1, errorMessage: ConsoleCoachingMsg.slotNotFound });

export const ConsoleCoachingProduct = Type.Object({
  id: Type.Integer(),
  type: CoachingType,
  title: Type.String(),
  /** 一对一 or 一对多, 笔试 or 面试. */
  modeText: Type.String(),
  stageText: Type.String(),
  /** one: a single seat per time; group: a class. */
  mode: Type.Enum(['one', 'group']),
  price: Type.String(),
  onSale: Type.Boolean(),
  coaches: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), title: Type.String() }),
  ),
  /** Times still to come, and the last one set. */
  upcomingSlots: Type.Integer(),
  lastSlotAt: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleCoachingProduct = Static<typeof ConsoleCoachingProduct>;

export const ListConsoleCoaching = endpoint({
  method: 'GET',
  path: '/console/coaching',
  tag: TAG,
  summary: '辅导产品及其老师、未来时段数与最后一个时段',
  roles: ROLES,
  data: Type.Array(ConsoleCoachingProduct),
});

export const ConsoleCoachingSlot = Type.Object({
  id: Type.Integer(),
  coachId: Type.Integer(),
  coachName: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  capacity: Type.Integer(),
  /** Seats held by paid orders and unpaid ones still open. */
  taken: Type.Integer(),
  /** Whether any order ever booked it (it then keeps its time and coach). */
  booked: Type.Boolean(),
});
export type ConsoleCoachingSlot = Static<typeof ConsoleCoachingSlot>;

export const ListConsoleCoachingSlots = endpoint({
  method: 'GET',
  path: '/console/coaching/slots',
  tag: TAG,
  summary: '一个辅导产品从昨天起的时段，最早的在前',
  roles: ROLES,
  querystring: Type.Object({ productId: ProductId }),
  data: Type.Array(ConsoleCoachingSlot),
});

export const SaveConsoleCoachingSlot = endpoint({
  method: 'POST',
  path: '/console/coaching/slots/save',
  tag: TAG,
  summary: '新增时段，或修改时段（已有预约的只能改名额）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([SlotId, Type.Null()]),
    productId: ProductId,
    coachId: Type.Integer({ minimum: 1, errorMessage: ConsoleCoachingMsg.coachNotOfProduct }),
    startsAt: Instant(ConsoleCoachingMsg.timeInvalid),
    endsAt: Instant(ConsoleCoachingMsg.timeInvalid),
    capacity: Type.Integer({
      minimum: 1,
      maximum: COACHING_GROUP_MAX,
      errorMessage: ConsoleCoachingMsg.capacityGroup,
    }),
  }),
  data: ConsoleCoachingSlot,
});

export const RemoveConsoleCoachingSlot = endpoint({
  method: 'POST',
  path: '/console/coaching/slots/remove',
  tag: TAG,
  summary: '删除从未被预约过的时段',
  roles: ROLES,
  body: Type.Object({ id: SlotId }),
  data: Type.Null(),
});
