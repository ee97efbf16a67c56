import { Type } from 'typebox';
import {
  Msg,
  PHONE_PATTERN,
  SUPPORT_CONTENT_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_TOPICS,
  SupportMsg,
  type SupportTopic,
} from '@shangan/shared';

/**
 * The 留言 form. Limits here are generous bounds for the schema (counted after trimming by the
 * service, which says the exact rule); the schema only keeps absurd bodies away.
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
  pageUrl: Type.Optional(
    Type.String({
      maxLength: 512,
      pattern: '^(/[^\\s]*)?$',
      errorMessage: SupportMsg.pageInvalid,
    }),
  ),
});

export const LeftMessage = Type.Object({ id: Type.Integer() });
