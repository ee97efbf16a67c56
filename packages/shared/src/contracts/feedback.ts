import { Type, type Static } from 'typebox';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_STATUSES,
  FeedbackMsg,
  type FeedbackCategory,
  type FeedbackStatus,
} from '../support.ts';
import { PageOf, PageQuery } from './common.ts';
import { endpoint } from './contract.ts';
import { UploadCredentials } from './short-answer.ts';

/**
 * 意见反馈 (/personalCenter/feedback): a member writes to the school and reads the replies. The
 * screenshots go up through the answers' picture path (credentials, presign, byte check); the
 * feedback names them by their canonical addresses.
 */
const TAG = '意见反馈';

export const FeedbackCategorySchema = Type.Unsafe<FeedbackCategory>({
  type: 'string',
  enum: [...FEEDBACK_CATEGORIES],
  errorMessage: { required: FeedbackMsg.categoryInvalid, default: FeedbackMsg.categoryInvalid },
});

export const FeedbackStatusSchema = Type.Unsafe<FeedbackStatus>({
  type: 'string',
  enum: [...FEEDBACK_STATUSES],
  errorMessage: '反馈状态不正确',
});

/** One feedback as its writer sees it. */
export const MyFeedback = Type.Object({
  id: Type.Integer(),
  category: FeedbackCategorySchema,
  content: Type.String(),
  contact: Type.String(),
  /** Signed read addresses of the screenshots, in the order sent. */
  pictures: Type.Array(Type.String()),
  status: FeedbackStatusSchema,
  /** Plain text; '' until staff reply. */
  reply: Type.String(),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type MyFeedback = Static<typeof MyFeedback>;

export const SendFeedbackBody = Type.Object({
  category: FeedbackCategorySchema,
  // Generous bounds for the schema; the server counts characters after trimming and says the rule.
  content: Type.String({
    minLength: 1,
    maxLength: FEEDBACK_CONTENT_MAX * 2,
    errorMessage: { required: FeedbackMsg.contentRequired, default: FeedbackMsg.contentTooLong },
  }),
  contact: Type.Optional(
    Type.String({ maxLength: FEEDBACK_CONTACT_MAX * 2, errorMessage: FeedbackMsg.contactTooLong }),
  ),
  /** Canonical addresses of the learner's own uploaded screenshots. */
  pictures: Type.Optional(
    Type.Array(Type.String({ maxLength: 500, errorMessage: '截图地址不正确' }), {
      maxItems: FEEDBACK_PICTURES_MAX,
      errorMessage: FeedbackMsg.tooManyPictures,
    }),
  ),
});
export type SendFeedbackBody = Static<typeof SendFeedbackBody>;

export const SendFeedback = endpoint({
  method: 'POST',
  path: '/pc/feedback/add',
  tag: TAG,
  summary: '提交意见反馈（类型、内容、最多4张截图、联系方式），每人每天最多10条',
  body: SendFeedbackBody,
  data: MyFeedback,
});

export const ListMyFeedback = endpoint({
  method: 'GET',
  path: '/pc/feedback/mine',
  tag: TAG,
  summary: '我的反馈与客服回复（新的在前）',
  querystring: PageQuery,
  data: PageOf(MyFeedback),
});

export const GetFeedbackUploadParams = endpoint({
  method: 'GET',
  path: '/pc/feedback/uploadParams',
  tag: TAG,
  summary: '反馈截图上传凭证（限定目录与有效期）',
  data: UploadCredentials,
});
