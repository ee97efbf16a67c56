import { Type, type Static } from 'typebox';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { FEEDBACK_REPLY_MAX, FeedbackMsg } from '../../support.ts';
import { PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';
import { FeedbackCategorySchema, FeedbackStatusSchema } from '../feedback.ts';

/** The console's feedback inbox: customer service read what members wrote and reply. */
const TAG = '后台·意见反馈';
const ROLES = CONSOLE_SECTION_ROLES.feedback;

export const InboxFeedback = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  /** How the member is named to staff, and their phone (whole: staff may call back). */
  userName: Type.String(),
  userPhone: Type.String(),
  category: FeedbackCategorySchema,
  content: Type.String(),
  contact: Type.String(),
  pictures: Type.Array(Type.String()),
  status: FeedbackStatusSchema,
  reply: Type.String(),
  repliedBy: Type.String(),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type InboxFeedback = Static<typeof InboxFeedback>;

/** Oldest first among the waiting, so no one waits behind newer feedback; newest first otherwise. */
export const ListInboxFeedback = endpoint({
  method: 'GET',
  path: '/console/feedback',
  tag: TAG,
  summary: '反馈收件箱（按状态筛选；待回复的最早的在前）',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(FeedbackStatusSchema),
  }),
  data: Type.Object({
    list: Type.Array(InboxFeedback),
    total: Type.Integer(),
    /** Waiting for a reply, whatever the filter: the menu's badge. */
    pending: Type.Integer(),
  }),
});

export const ReplyFeedback = endpoint({
  method: 'POST',
  path: '/console/feedback/reply',
  tag: TAG,
  summary: '回复一条反馈（可再次修改回复；每次都记入操作日志）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Integer({ minimum: 1, errorMessage: FeedbackMsg.notFound }),
    reply: Type.String({
      minLength: 1,
      maxLength: FEEDBACK_REPLY_MAX * 2,
      errorMessage: { required: FeedbackMsg.replyRequired, default: FeedbackMsg.replyTooLong },
    }),
  }),
  data: InboxFeedback,
});
