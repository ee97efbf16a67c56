import { Type, type Static } from 'typebox';
import { Msg } from '../messages.ts';
import {
  SUPPORT_CONTENT_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_TOPICS,
  SupportMsg,
  type SupportTopic,
} from '../support.ts';
import { PHONE_PATTERN } from '../validation.ts';
import { endpoint } from './contract.ts';

/** Customer service (docs/areas/site.md): messages visitors leave when no chat is configured. */
const TAG = '客服';

/**
 * The 留言 form. Limits here are generous bounds for the schema (counted after trimming by the
 * server, which says the exact rule); the schema only keeps absurd bodies away.
 */
export const LeaveMessageBody = Type.Object({
  name: Type.Optional(
    Type.String({ maxLength: SUPPORT_NAME_MAX * 2, errorMessage: SupportMsg.nameTooLong }),
  ),
  phone: Type.String({
    minLength: 1,
    pattern: PHONE_PATTERN.source,
    errorMessage: { required: Msg.phoneRequired, default: Msg.phoneInvalidPlain },
  }),
  topic: Type.Unsafe<SupportTopic>({
    type: 'string',
    enum: [...SUPPORT_TOPICS],
    errorMessage: { required: SupportMsg.topicInvalid, default: SupportMsg.topicInvalid },
  }),
  content: Type.String({
    minLength: 1,
    maxLength: SUPPORT_CONTENT_MAX * 2,
    errorMessage: { required: SupportMsg.contentRequired, default: SupportMsg.contentTooLong },
  }),
  /** The page the visitor was reading, so staff know what the question is about. */
  pageUrl: Type.Optional(
    Type.String({
      maxLength: 512,
      pattern: '^(/[^\\s]*)?$',
      errorMessage: SupportMsg.pageInvalid,
    }),
  ),
});
export type LeaveMessageBody = Static<typeof LeaveMessageBody>;

export const LeftMessage = Type.Object({ id: Type.Integer() });
export type LeftMessage = Static<typeof LeftMessage>;

/**
 * The side toolbar's 留言 form, open to visitors and members (a member may leave the name out);
 * limited per client address.
 */
export const LeaveMessage = endpoint({
  method: 'POST',
  path: '/pc/support/message',
  tag: TAG,
  summary: '给客服留言（称呼、手机号、咨询类别、内容），客服老师回电处理',
  body: LeaveMessageBody,
  data: LeftMessage,
});
