import { Type, type Static } from 'typebox';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/** The console's list of 留言 left through the side toolbar: customer service call back. */
const TAG = '后台·客服留言';
const ROLES = CONSOLE_SECTION_ROLES.messages;

export const SUPPORT_MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
const Status = Type.Unsafe<(typeof SUPPORT_MESSAGE_STATUSES)[number]>({
  type: 'string',
  enum: [...SUPPORT_MESSAGE_STATUSES],
  errorMessage: '留言状态不正确',
});

export const StaffSupportMessage = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  phone: Type.String(),
  topic: Type.String(),
  content: Type.String(),
  pageUrl: Type.String(),
  status: Status,
  handledBy: Type.Union([Type.Integer(), Type.Null()]),
  handledAt: Type.Union([Type.String(), Type.Null()]),
  staffNote: Type.String(),
  createdAt: Type.String(),
});
export type StaffSupportMessage = Static<typeof StaffSupportMessage>;

export const ListSupportMessages = endpoint({
  method: 'GET',
  path: '/console/messages',
  tag: TAG,
  summary: '客服留言（按状态筛选；最早的在前）',
  roles: ROLES,
  querystring: Type.Object({ ...PageQuery.properties, status: Type.Optional(Status) }),
  data: Type.Object({ list: Type.Array(StaffSupportMessage), total: Type.Integer() }),
});

export const MarkSupportMessage = endpoint({
  method: 'POST',
  path: '/console/messages/mark',
  tag: TAG,
  summary: '标记留言已回电、已关闭或重新打开，附处理备注',
  roles: ROLES,
  body: Type.Object({
    id: Type.Integer({ minimum: 1, errorMessage: '留言不存在' }),
    status: Status,
    note: Type.Optional(Type.String({ maxLength: 1000, errorMessage: '处理备注不能超过500个字' })),
  }),
  data: Type.Null(),
});
