/** Business constants (limits, sizes, delays), in one place for server and web. */
export const MAIN_API_TIMEOUT_MS = 15_000;
export const LEARNING_API_TIMEOUT_MS = 300_000;

export const SEARCH_MAX_LENGTH = 100;
export const HOT_SEARCH_HIDE_DELAY_MS = 300;
export const HEADER_MAX_COLUMNS = 9;
export const HIDDEN_HEADER_COLUMN_TITLE = '企业新闻';
export const BACK_TO_TOP_THRESHOLD_PX = 400;

export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 4;
export const KEEP_LOGGED_IN_DAYS = 7;

export const SLIDE_VERIFY_DEFAULT_WIDTH = 340;
export const SLIDE_VERIFY_DEFAULT_HEIGHT = 36;
export const SLIDE_VERIFY_HANDLE_WIDTH = 50;

export const ERROR_PAGE_REDIRECT_SECONDS = 3;
export const LOGIN_EXPIRED_REDIRECT_DELAY_MS = 1_000;
export const MATERIAL_COLLAPSE_HEIGHT_PX = 96;

export const DIALOG_WIDTH_AUTH_PX = 580;
export const DIALOG_WIDTH_PHONE_PX = 360;

export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5_000;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

export const PAYMENT_POLL_INTERVAL_MS = 1_500;
export const PAYMENT_POLL_MAX = 500;
export const PAYMENT_QR_SIZE_PX = 168;
export const AI_TYPING_MS_PER_CHAR = 10;
export const POP_OUT_WINDOW = { width: 800, height: 600 } as const;
export const MAX_ANSWER_PICTURES = 8;
export const READONLY_ANSWER_MAX_CHARS = 400;
export const ANSWER_AUTOSAVE_DELAY_MS = 1_000;
/** The longest short answer (申论) in characters; the server's SHORT_ANSWER_MAX_CHARS default. */
export const SHORT_ANSWER_MAX_CHARS = 5_000;
export const SHARE_QR_SIZE_PX = 120;

export const VipOrderType = { NEW: 1, RENEW: 2, CHANGE: 3, UPGRADE: 4 } as const;
export const VipDialogCode = { NEW_MEMBER: 0, EXISTING_MEMBER: 10, TOP_TIER: 20 } as const;
/** weight 20 is the higher (diamond) VIP style; weight 0 without trial VIP is non-VIP. */
export const TOP_TIER_WEIGHT = 20;

export const QuestionTypeCode = [
  'single_choose',
  'true_false_choose',
  'multiple_choose',
  'non_directional_choose',
  'fill_in',
  'sequencing',
  'short_answer',
] as const;
export type QuestionTypeCode = (typeof QuestionTypeCode)[number];
export const AnalysisType = ['text', 'video', 'audio'] as const;
/** Composite material questions (资料分析, 申论): materialContext plus sonQuestion. */
export const COMPOSITE_TYPE_CODE = 'composite';
/** What a learner calls each type: on question cards and in the AI explanation prompt. */
export const QUESTION_TYPE_NAMES: Record<QuestionTypeCode | typeof COMPOSITE_TYPE_CODE, string> = {
  single_choose: '单选题',
  true_false_choose: '判断题',
  multiple_choose: '多选题',
  non_directional_choose: '不定项选择题',
  fill_in: '填空题',
  sequencing: '排序题',
  short_answer: '简答题',
  composite: '材料题',
};
