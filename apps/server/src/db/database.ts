import type { Generated, Kysely } from 'kysely';

/**
 * The handle every repository takes: the database or a transaction on it (a Kysely transaction is
 * a Kysely too), so one function serves both a single read and a step of a larger write.
 */
export type Db = Kysely<Database>;

/**
 * Table types of the whole database. Times are ISO-8601 UTC strings in both engines, so the
 * same queries compare and sort them on SQLite and PostgreSQL alike.
 */
export interface Database {
  news_column: NewsColumnTable;
  seed_state: SeedStateTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  sms_code: SmsCodeTable;
  // News portal (migration 0003_news); the search index is queried with raw SQL.
  city_site: CitySiteTable;
  news_topic: NewsTopicTable;
  news_topic_type: NewsTopicTypeTable;
  news_file: NewsFileTable;
  news_article: NewsArticleTable;
  news_tag: NewsTagTable;
  news_draft: NewsDraftTable;
  job_run: JobRunTable;
  news_article_tag: NewsArticleTagTable;
  search_keyword_daily: SearchKeywordDailyTable;
  search_keyword_visitor: SearchKeywordVisitorTable;
  friendly_link: FriendlyLinkTable;
  site_ad: SiteAdTable;
  portal_about_us: PortalAboutUsTable;
  portal_page: PortalPageTable;
  exam_topic: ExamTopicTable;
  home_recommend: HomeRecommendTable;
  user_sign: UserSignTable;
  page_view_log: PageViewLogTable;
  user_pop_log: UserPopLogTable;
  // VIP membership (migration 0004_vip).
  vip_product: VipProductTable;
  vip_benefit: VipBenefitTable;
  vip_package: VipPackageTable;
  course_adviser: CourseAdviserTable;
  user_course_adviser: UserCourseAdviserTable;
  vip_membership: VipMembershipTable;
  vip_order: VipOrderTable;
  // Question bank (migration 0005_question_bank).
  qb_subject: QbSubjectTable;
  qb_catalogue: QbCatalogueTable;
  qb_paper: QbPaperTable;
  qb_question: QbQuestionTable;
  qb_material: QbMaterialTable;
  qb_media: QbMediaTable;
  qb_analysis: QbAnalysisTable;
  qb_exercise: QbExerciseTable;
  qb_answer: QbAnswerTable;
  qb_error_question: QbErrorQuestionTable;
  qb_favorite: QbFavoriteTable;
  qb_user_question: QbUserQuestionTable;
  qb_import: QbImportTable;
  // Raised by triggers on every change to the bank (migration 0041_bank_content_version).
  qb_content_version: QbContentVersionTable;
  // AI analysis (migration 0006_ai_analysis).
  ai_explanation: AiExplanationTable;
  ai_explanation_user: AiExplanationUserTable;
  ai_notice_consent: AiNoticeConsentTable;
  ai_quota_day: AiQuotaDayTable;
  ai_grant: AiGrantTable;
  // Short answers (migration 0007_short_answers).
  app_user_role: AppUserRoleTable;
  sa_upload_grant: SaUploadGrantTable;
  sa_upload: SaUploadTable;
  sa_answer: SaAnswerTable;
  // Site settings and customer-service messages (migrations 0010, 0011).
  site_setting: SiteSettingTable;
  support_message: SupportMessageTable;
  // Feedback and the console's audit log (migration 0027_feedback_and_audit).
  feedback: FeedbackTable;
  audit_log: AuditLogTable;
  // The shop (migration 0013_commerce); written only through modules/commerce.
  shop_category: ShopCategoryTable;
  shop_goods: ShopGoodsTable;
  shop_address: ShopAddressTable;
  shop_coupon_template: ShopCouponTemplateTable;
  shop_refund: ShopRefundTable;
  shop_coupon_goods: ShopCouponGoodsTable;
  shop_user_coupon: ShopUserCouponTable;
  shop_order: ShopOrderTable;
  shop_order_line: ShopOrderLineTable;
  shop_order_event: ShopOrderEventTable;
  shop_parcel_track: ShopParcelTrackTable;
  // Coaching products and deposits (migration 0015_coaching_deposits).
  coaching_product: CoachingProductTable;
  coaching_coach: CoachingCoachTable;
  coaching_product_coach: CoachingProductCoachTable;
  coaching_slot: CoachingSlotTable;
  coaching_booking: CoachingBookingTable;
  deposit_product: DepositProductTable;
  shop_deposit: ShopDepositTable;
  // Enlistment (migration 0014_enlistment); its fee is a shop order.
  enlist_exam: EnlistExamTable;
  enlist_position: EnlistPositionTable;
  enlistment: EnlistmentTable;
  // The online school's catalogue (migration 0016_courses); paid courses are shop goods.
  teachers: TeacherTable;
  courses: CourseTable;
  course_teachers: CourseTeacherTable;
  course_package_items: CoursePackageItemTable;
  course_chapters: CourseChapterTable;
  course_lessons: CourseLessonTable;
  course_documents: CourseDocumentTable;
  course_reviews: CourseReviewTable;
  course_enrolments: CourseEnrolmentTable;
  course_orders: CourseOrderTable;
  // Video teaching (migration 0018_video_teaching): lectures, experience cards, unlocks.
  vt_lecture: VtLectureTable;
  vt_experience_card: VtExperienceCardTable;
  vt_unlock: VtUnlockTable;
  // Mock contests (migration 0019_mock_exams): contests, stages, applications, results.
  mock_exam: MockExamTable;
  mock_exam_stage: MockExamStageTable;
  mock_exam_application: MockExamApplicationTable;
  mock_exam_entry: MockExamEntryTable;
  mock_exam_practice: MockExamPracticeTable;
  mock_exam_leave_log: MockExamLeaveLogTable;
  mock_exam_result: MockExamResultTable;
  mock_exam_question_stat: MockExamQuestionStatTable;
  mock_exam_bucket: MockExamBucketTable;
  // Psychological checks (migration 0020_psychology): scales, their rules, learners' records.
  psy_scale: PsyScaleTable;
  psy_option: PsyOptionTable;
  psy_subscale: PsySubscaleTable;
  psy_item: PsyItemTable;
  psy_band: PsyBandTable;
  psy_record: PsyRecordTable;
  psy_record_answer: PsyRecordAnswerTable;
  psy_record_score: PsyRecordScoreTable;
  // Difficulty-bound practice (migration 0021_bounded_practice): sets, bands, served answers.
  bp_set: BpSetTable;
  bp_progress: BpProgressTable;
  bp_answer: BpAnswerTable;
  bp_round: BpRoundTable;
  // Course homework (migration 0022_homework): homework, items, submissions, answers.
  hw_homework: HwHomeworkTable;
  hw_item: HwItemTable;
  hw_submission: HwSubmissionTable;
  hw_answer: HwAnswerTable;
  live_session: LiveSessionTable;
  live_chat_message: LiveChatMessageTable;
  live_mute: LiveMuteTable;
  live_reminder: LiveReminderTable;
  // Protected video of lessons and lectures (migration 0017_course_video).
  course_video: CourseVideoTable;
  course_video_stream: CourseVideoStreamTable;
  course_video_fetch: CourseVideoFetchTable;
  course_video_key_token: CourseVideoKeyTokenTable;
  course_video_progress: CourseVideoProgressTable;
}

export interface NewsColumnTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  column_dir: string;
  sort_order: number;
  /** Header picture URL; '' = none. */
  image: Generated<string>;
  created_at: string;
}

export interface SeedStateTable {
  name: string;
  loaded_at: string;
}

export interface AppUserTable {
  id: Generated<number>;
  uuid: string;
  realname: Generated<string>;
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  nick_name: Generated<string>;
  user_name: string;
  head_portrait: Generated<string>;
  /** 0 without VIP; the tier's weight otherwise (20 is the top, diamond tier). */
  weight: Generated<number>;
  trial_vip: Generated<number>;
  vip: Generated<string>;
  icon: Generated<string>;
  expiration_time: string | null;
  invite_code: string;
  wx_union_id: string | null;
  /** Set while an administrator has stopped the account: no session opens for it. */
  disabled_at: string | null;
  disabled_reason: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface UserSessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  keep_logged_in: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  ip: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface CitySiteTable {
  id: Generated<number>;
  name: string;
  province: string;
  dir: string;
  sort_order: Generated<number>;
  created_at: string;
}

export interface NewsTopicTable {
  id: Generated<number>;
  title: string;
  summary: Generated<string>;
  cover: Generated<string>;
  classification: string;
  sort_order: Generated<number>;
  created_at: string;
}

export interface NewsTopicTypeTable {
  topic_id: number;
  type: number;
  name: string;
  sort_order: Generated<number>;
}

export interface NewsFileTable {
  id: Generated<number>;
  file_name: string;
  mime: string;
  size: number;
  content: Uint8Array;
  created_at: string;
}

export interface NewsArticleTable {
  id: Generated<number>;
  column_id: number;
  city_id: number | null;
  topic_id: number | null;
  topic_type: number | null;
  title: string;
  summary: Generated<string>;
  /** Sanitized HTML; written only through modules/news (sanitize on write). */
  body: string;
  body_text: string;
  cover: Generated<string>;
  pdf_file_id: number | null;
  source: Generated<string>;
  author: Generated<string>;
  view_count: Generated<number>;
  publish_time: string;
  created_at: string;
  updated_at: string;
}

export type JobRunState = 'waiting' | 'active' | 'retrying' | 'done' | 'failed';

/** A piece of background work and how it went (migration 0033_job_runs). */
export interface JobRunTable {
  id: Generated<number>;
  kind: string;
  title: string;
  target: string;
  payload: string;
  state: JobRunState;
  progress: Generated<number>;
  attempts: Generated<number>;
  max_attempts: number;
  run_after: string;
  last_error: Generated<string>;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

/** An article draft of the console (migration 0032_news_draft); never shown on the site. */
export interface NewsDraftTable {
  id: Generated<number>;
  column_id: number;
  city_id: number | null;
  title: string;
  summary: Generated<string>;
  /** Sanitized HTML, as an article's. */
  body: string;
  cover: Generated<string>;
  source: Generated<string>;
  author: Generated<string>;
  /** JSON array of tag names. */
  tags: Generated<string>;
  /** When a background run publishes it (migration 0035); null: not scheduled. */
  publish_at: string | null;
  /** Its PDF in news_file (migration 0037); null: none. */
  pdf_file_id: number | null;
  /** The topic list it joins when published (news_article.topic_id, topic_type). */
  topic_id: number | null;
  topic_type: number | null;
  updated_by: number;
  updated_by_name: string;
  created_at: string;
  updated_at: string;
}

export interface NewsTagTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

export interface NewsArticleTagTable {
  article_id: number;
  tag_id: number;
}

export interface SearchKeywordDailyTable {
  keyword: string;
  /** Asia/Shanghai calendar day, YYYY-MM-DD. */
  day: string;
  /** Distinct visitors who searched the word that day (migration 0008_search_visitors). */
  count: number;
}

/** One visitor's search of a word on a day; only today's and yesterday's rows are kept. */
export interface SearchKeywordVisitorTable {
  keyword: string;
  /** Asia/Shanghai calendar day, YYYY-MM-DD. */
  day: string;
  /** Keyed hash (HMAC with APP_SECRET and the day) of the user id or client address. */
  visitor: string;
}

export interface FriendlyLinkTable {
  id: Generated<number>;
  city_id: number | null;
  name: string;
  link: string;
  sort_order: Generated<number>;
}

export interface SiteAdTable {
  id: Generated<number>;
  position: string;
  city_id: number | null;
  title: string;
  subtitle: Generated<string>;
  image: Generated<string>;
  link: Generated<string>;
  sort_order: Generated<number>;
  start_at: string | null;
  end_at: string | null;
  created_at: string;
}

export interface PortalAboutUsTable {
  portal_id: number;
  profile: Generated<string>;
  app_url: Generated<string>;
  app_profile: Generated<string>;
  gxw_url: Generated<string>;
  gxw_profile: Generated<string>;
  lxw_url: Generated<string>;
  lxw_profile: Generated<string>;
  tiktok_url: Generated<string>;
  tiktok_profile: Generated<string>;
  main_logo: Generated<string>;
  spare_logo: Generated<string>;
  updated_at: string;
}

export interface PortalPageTable {
  portal_id: number;
  type: number;
  title: string;
  body: string;
  updated_at: string;
}

export interface ExamTopicTable {
  id: Generated<number>;
  title: string;
  exam_type: string;
  province: Generated<string>;
  city_id: number | null;
  signup_start: string;
  signup_end: string;
  exam_date: string;
  article_id: number | null;
  created_at: string;
}

export interface HomeRecommendTable {
  id: Generated<number>;
  kind: string;
  title: string;
  subtitle: Generated<string>;
  cover: Generated<string>;
  link: string;
  price_fen: Generated<number>;
  sort_order: Generated<number>;
}

export interface UserSignTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  created_at: string;
}

export interface PageViewLogTable {
  id: Generated<number>;
  user_id: number | null;
  path: string;
  page_name: Generated<string>;
  referrer: Generated<string>;
  city_id: number | null;
  ip: string;
  user_agent: Generated<string>;
  created_at: string;
}

export interface UserPopLogTable {
  id: Generated<number>;
  user_id: number;
  pop_type: string;
  created_at: string;
}

/** A VIP tier (product group); money in this and the next tables is fen. */
export interface VipProductTable {
  id: Generated<number>;
  name: string;
  icon: Generated<string>;
  weight: number;
  is_change: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
}

export interface VipBenefitTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  icon: Generated<string>;
  sort_order: Generated<number>;
}

export interface VipPackageTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  days: number;
  price: number;
  discount_amount: number | null;
  show_origin_price: Generated<number>;
  is_activity: Generated<number>;
  intro: Generated<string>;
  description: Generated<string>;
  level: number;
  on_sale: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
}

export interface CourseAdviserTable {
  id: Generated<number>;
  name: string;
  active: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
}

export interface UserCourseAdviserTable {
  user_id: number;
  adviser_id: number;
  updated_at: string;
}

export interface VipMembershipTable {
  user_id: number;
  product_id: number;
  package_id: number;
  package_price: number;
  package_days: number;
  expires_at: string;
  updated_at: string;
}

export interface VipOrderTable {
  id: Generated<number>;
  order_num: string;
  user_id: number;
  /** 1 new, 2 renewal, 3 package change, 4 upgrade (VipOrderType in @shangan/shared). */
  type: number;
  product_id: number;
  package_id: number;
  product_name: string;
  deal_customer_id: number | null;
  list_price: number;
  deduction: Generated<number>;
  pay_amount: number;
  days: number;
  basis: string;
  status: 'unpaid' | 'paid' | 'expired' | 'closed' | 'refund' | 'refunded';
  provider: string;
  pay_url: Generated<string>;
  transaction_id: string | null;
  vip_expires_at: string | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  updated_at: string;
  /** A late payment sent back (migration 0036): R + order_num, null before. */
  refund_no: string | null;
  refund_state: 'processing' | 'success' | 'failed' | null;
  refund_reason: Generated<string>;
  refund_failure: Generated<string>;
  refund_by: number | null;
  refunded_at: string | null;
}

// Question bank (migration 0005_question_bank); written only through modules/question-bank.

export interface QbSubjectTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  created_at: string;
}

export interface QbCatalogueTable {
  id: Generated<number>;
  subject_id: number;
  parent_id: number | null;
  name: string;
  /** 1 module (言语理解与表达 …), 2 and deeper knowledge points. */
  level: number;
  sort_order: Generated<number>;
  vip_only: Generated<number>;
  created_at: string;
}

export interface QbPaperTable {
  id: Generated<number>;
  subject_id: number;
  title: string;
  year: number;
  region: string;
  exam_type: string;
  examination_level: string;
  time_limit_minutes: number;
  vip_only: Generated<number>;
  description: Generated<string>;
  sort_order: Generated<number>;
  /**
   * past (历年真题), draft (a past paper written in the console, not yet published) or contest
   * (a mock contest's paper, never listed among past papers).
   */
  kind: Generated<string>;
  created_at: string;
}

export interface QbQuestionTable {
  id: Generated<number>;
  subject_id: number;
  catalogue_id: number | null;
  parent_id: number | null;
  type_code: string;
  /** Sanitized HTML. */
  context: string;
  /** JSON [{optionHead, content}]. */
  options: Generated<string>;
  /** Letters 'AC'; fill-in a JSON array of blanks; sequencing '3,1,2'. */
  answer: Generated<string>;
  answer_size: Generated<number>;
  difficulty: Generated<number>;
  score_tenths: Generated<number>;
  words_num: number | null;
  paper_id: number | null;
  sort_order: Generated<number>;
  vip_only: Generated<number>;
  source: Generated<string>;
  /** Digest of what the question says (import's duplicate check); null until computed. */
  fingerprint: string | null;
  created_at: string;
  updated_at: string;
}

/** A question file uploaded in the console (migration 0030_question_import). */
export interface QbImportTable {
  id: Generated<number>;
  subject_id: number;
  catalogue_id: number;
  /** The past paper the questions are filed under (migration 0039), or null. */
  paper_id: Generated<number | null>;
  file_name: string;
  file_sha256: string;
  format: string;
  status: Generated<string>;
  total: number;
  ready: number;
  duplicates: number;
  errors: number;
  added: Generated<number>;
  /** JSON ImportItem[]: what the teacher reads. */
  preview: string;
  /** JSON of the parsed questions waiting for the commit; '[]' once committed. */
  payload: string;
  created_by: number;
  created_by_name: string;
  created_at: string;
  committed_at: string | null;
}

export interface QbContentVersionTable {
  id: number;
  version: number;
}

export interface QbMaterialTable {
  id: Generated<number>;
  question_id: number;
  sort_order: Generated<number>;
  content: string;
}

export interface QbMediaTable {
  id: Generated<number>;
  kind: string;
  mime: string;
  file_name: string;
  size: number;
  duration_seconds: Generated<number>;
  content: Uint8Array;
  created_at: string;
}

export interface QbAnalysisTable {
  id: Generated<number>;
  question_id: number;
  /** text, video or audio. */
  type: string;
  analysis: Generated<string>;
  media_id: number | null;
  is_ai: Generated<number>;
  thumbs_up: number | null;
  sort_order: Generated<number>;
  created_at: string;
}

export interface QbExerciseTable {
  id: Generated<number>;
  user_id: number;
  /** catalogue, paper, mock or error. */
  kind: string;
  business_key: string;
  subject_id: number | null;
  catalogue_id: number | null;
  paper_id: number | null;
  title: string;
  /** doing, paused or submitted. */
  status: string;
  /** JSON array of leaf question ids. */
  question_ids: string;
  question_count: number;
  total_score_tenths: number;
  time_limit_seconds: number | null;
  elapsed_seconds: Generated<number>;
  resumed_at: string | null;
  current_index: Generated<number>;
  score_tenths: number | null;
  correct_count: number | null;
  answered_count: number | null;
  rank_value: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  /** direct (the learner) or auto (the server, at the limit); null while open. */
  submit_type: Generated<string | null>;
  /** Seeds this attempt's permutation of option letters; null: options in their own order. */
  option_seed: Generated<number | null>;
}

export interface QbAnswerTable {
  id: Generated<number>;
  exercise_id: number;
  user_id: number;
  question_id: number;
  answer: string;
  urls: Generated<string>;
  is_correct: number | null;
  time_spent_seconds: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface QbErrorQuestionTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  subject_id: number;
  catalogue_id: number | null;
  wrong_count: Generated<number>;
  right_streak: Generated<number>;
  last_answer: Generated<string>;
  last_wrong_at: string;
  removed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface QbFavoriteTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  created_at: string;
}

export interface QbUserQuestionTable {
  user_id: number;
  question_id: number;
  subject_id: number;
  catalogue_id: number | null;
  attempts: number;
  correct_attempts: number;
  last_correct: number | null;
  last_answered_at: string;
}

// AI analysis (migration 0006_ai_analysis); written only through modules/ai-analysis.

export interface AiExplanationTable {
  id: Generated<number>;
  question_id: number;
  prompt_version: string;
  generation: number;
  /** pending (being generated), ready or stale (thumbed down; the next request regenerates). */
  status: 'pending' | 'ready' | 'stale';
  /** Sanitized plain text. */
  analysis: Generated<string>;
  provider: string;
  model: Generated<string>;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  duration_ms: Generated<number>;
  thumbs_up_count: Generated<number>;
  thumbs_down_count: Generated<number>;
  claimed_at: string;
  created_at: string;
  updated_at: string;
}

export interface AiExplanationUserTable {
  explanation_id: number;
  user_id: number;
  /** 1 satisfied, 0 dissatisfied, null not rated yet. */
  thumbs_up: number | null;
  delivered_at: string;
  rated_at: string | null;
}

export interface AiNoticeConsentTable {
  user_id: number;
  type: number;
  created_at: string;
}

export interface AiQuotaDayTable {
  user_id: number;
  /** Asia/Shanghai calendar day, YYYY-MM-DD. */
  day: string;
  used: Generated<number>;
}

export interface AiGrantTable {
  user_id: number;
  question_id: number;
  /** The quota day charged; null when nothing was (VIP). */
  day: string | null;
  created_at: string;
}

// Short answers (migration 0007_short_answers); written only through modules/short-answer.

export interface AppUserRoleTable {
  user_id: number;
  /** grader or admin. */
  role: string;
  created_at: string;
}

export interface SaUploadGrantTable {
  id: Generated<number>;
  user_id: number;
  /** web/questionBankWeb/{timestamp}/{random}/ */
  dir: string;
  expires_at: string;
  created_at: string;
}

export interface SaUploadTable {
  id: Generated<number>;
  user_id: number;
  object_key: string;
  content_type: string;
  declared_size: number;
  size: number | null;
  /** pending, verified or rejected. */
  status: string;
  created_at: string;
  verified_at: string | null;
}

export interface SaAnswerTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  answer: string;
  /** JSON array of canonical picture URLs. */
  urls: Generated<string>;
  /** draft, submitted or graded. */
  status: string;
  saved_at: string;
  /** The client's rising save number; a save with a lower or equal one changes nothing. */
  rev: number | null;
  submitted_at: string | null;
  user_score_tenths: number | null;
  /** Sanitized HTML. */
  check_note: Generated<string>;
  grader_id: number | null;
  graded_at: string | null;
  lock_user_id: number | null;
  lock_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SiteSettingTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_by: number | null;
  updated_at: string;
}

export interface SupportMessageTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  phone: string;
  topic: string;
  /** Plain text, no markup: render it as text. */
  content: string;
  page_url: Generated<string>;
  ip: string;
  /** open, answered or closed. */
  status: Generated<string>;
  handled_by: number | null;
  handled_at: string | null;
  staff_note: Generated<string>;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  /** Plain text, no markup: render it as text. */
  content: string;
  contact: Generated<string>;
  /** JSON array of canonical picture addresses (the learner's own checked uploads). */
  pictures: Generated<string>;
  /** pending or replied. */
  status: Generated<string>;
  /** Plain text. */
  reply: Generated<string>;
  replied_by: number | null;
  replied_at: string | null;
  created_at: string;
}

/** Written once with the change it records; the database refuses to update or delete a row. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON of the row before and after the change ('null' when there was none). */
  before: string;
  after: string;
  created_at: string;
}

// The shop (migration 0013_commerce). Money in fen.

export interface ShopCategoryTable {
  id: Generated<number>;
  kind: string;
  name: string;
  sort_order: Generated<number>;
  created_at: string;
}

export interface ShopGoodsTable {
  id: Generated<number>;
  /** book, course, course_package, enlist_service, deposit or coaching. */
  kind: string;
  category_id: number | null;
  ref_id: number | null;
  title: string;
  subtitle: Generated<string>;
  sku: string | null;
  price: number;
  original_price: number | null;
  /** Null: not counted. */
  stock: number | null;
  sales: Generated<number>;
  max_per_order: Generated<number>;
  needs_shipping: Generated<number>;
  weight_grams: Generated<number>;
  cover_url: Generated<string>;
  cover_width: Generated<number>;
  cover_height: Generated<number>;
  author: Generated<string>;
  publisher: Generated<string>;
  isbn: Generated<string>;
  edition: Generated<string>;
  published_on: Generated<string>;
  pages: Generated<number>;
  description: Generated<string>;
  /** JSON array of chapter titles. */
  contents: Generated<string>;
  on_sale: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ShopAddressTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  detail: string;
  postcode: Generated<string>;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ShopCouponTemplateTable {
  id: Generated<number>;
  name: string;
  amount: number;
  min_spend: Generated<number>;
  /** all, kind or goods. */
  scope: string;
  scope_kind: string | null;
  valid_days: number | null;
  valid_from: string | null;
  valid_until: string | null;
  created_at: string;
}

export interface ShopCouponGoodsTable {
  template_id: number;
  goods_id: number;
}

export interface ShopUserCouponTable {
  id: Generated<number>;
  user_id: number;
  template_id: number;
  /** available or used (expired is read from valid_until). */
  status: 'available' | 'used';
  valid_from: string;
  valid_until: string;
  order_id: number | null;
  used_at: string | null;
  /** The console batch that handed it out (migration 0034); null otherwise. */
  issue_batch: string | null;
  created_at: string;
  updated_at: string;
}

export type ShopOrderStatus =
  'unpaid' | 'paid' | 'shipped' | 'received' | 'closed' | 'refunding' | 'refunded';

/** A refund of a shop order (migration 0031_shop_refund). */
export interface ShopRefundTable {
  id: Generated<number>;
  order_id: number;
  refund_no: string;
  amount: number;
  reason: string;
  status: 'processing' | 'success' | 'failed';
  failure: Generated<string>;
  created_by: number;
  created_by_name: string;
  created_at: string;
  refunded_at: string | null;
  updated_at: string;
}

export interface ShopOrderTable {
  id: Generated<number>;
  order_num: string;
  user_id: number;
  kind: string;
  title: string;
  status: ShopOrderStatus;
  goods_amount: number;
  freight: Generated<number>;
  discount: Generated<number>;
  pay_amount: number;
  coupon_id: number | null;
  coupon_name: string | null;
  needs_shipping: Generated<number>;
  recv_name: string | null;
  recv_phone: string | null;
  recv_address: string | null;
  recv_postcode: string | null;
  remark: Generated<string>;
  provider: string;
  pay_url: Generated<string>;
  transaction_id: string | null;
  ship_company: string | null;
  tracking_number: string | null;
  closed_reason: string | null;
  hidden: Generated<number>;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  closed_at: string | null;
  updated_at: string;
  /** The deposit a balance order deducted (0015), and how much. */
  deposit_id: number | null;
  deposit_deduction: Generated<number>;
}

export interface ShopOrderLineTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  kind: string;
  title: string;
  cover_url: Generated<string>;
  price: number;
  quantity: number;
  amount: number;
}

export interface ShopOrderEventTable {
  id: Generated<number>;
  order_id: number;
  state: ShopOrderStatus;
  text: string;
  created_at: string;
}

export interface ShopParcelTrackTable {
  id: Generated<number>;
  company: string;
  tracking_number: string;
  state: number | null;
  /** JSON array of { time, context, location }, newest first. */
  traces: Generated<string>;
  queried_at: string;
  updated_at: string;
}

// Coaching products and deposits (migration 0015_coaching_deposits). Money in fen.

export interface CoachingProductTable {
  id: Generated<number>;
  goods_id: number;
  /** ydybs, ydyms, yddbs or yddms. */
  type: string;
  /** one or group. */
  mode: string;
  /** written or interview. */
  stage: string;
  intro: Generated<string>;
  /** JSON array of lines. */
  highlights: Generated<string>;
  /** JSON array of lines. */
  suits: Generated<string>;
  /** JSON array of { title, topics, minutes }. */
  programme: Generated<string>;
  created_at: string;
}

export interface CoachingCoachTable {
  id: Generated<number>;
  name: string;
  title: string;
  years: Generated<number>;
  speciality: Generated<string>;
  intro: Generated<string>;
  avatar_url: Generated<string>;
  avatar_width: Generated<number>;
  avatar_height: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
}

export interface CoachingProductCoachTable {
  product_id: number;
  coach_id: number;
  sort_order: Generated<number>;
}

export interface CoachingSlotTable {
  id: Generated<number>;
  product_id: number;
  coach_id: number;
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** Seats held by paid orders and unpaid ones not yet closed. */
  taken: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CoachingBookingTable {
  id: Generated<number>;
  order_id: number;
  slot_id: number;
  user_id: number;
  name: string;
  phone: string;
  adviser_id: number | null;
  adviser_name: string | null;
  /** The order closed unpaid and the seat went back. */
  released_at: string | null;
  created_at: string;
}

export interface DepositProductTable {
  id: Generated<number>;
  goods_id: number;
  target_goods_id: number;
  deduct_amount: number;
  intro: Generated<string>;
  /** JSON array of lines. */
  rules: Generated<string>;
  created_at: string;
}

export interface ShopDepositTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  target_goods_id: number;
  order_id: number;
  paid_amount: number;
  deduct_amount: number;
  /** The balance order holding it (unpaid or paid). */
  used_order_id: number | null;
  used_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EnlistExamTable {
  id: Generated<number>;
  name: string;
  short_name: string;
  /** national, provincial or xuandiao. */
  kind: string;
  year: number;
  intro: Generated<string>;
  enlist_start: string;
  enlist_end: string;
  /** yyyy-mm-dd */
  exam_date: string;
  /** shop_goods of kind enlist_service. */
  goods_id: number;
  sort_order: Generated<number>;
  created_at: string;
}

export interface EnlistPositionTable {
  id: Generated<number>;
  exam_id: number;
  code: string;
  department: string;
  unit: Generated<string>;
  position_name: string;
  intro: Generated<string>;
  quota: number;
  education: string;
  /** college, bachelor, master or doctor. */
  education_min: string;
  education_only: Generated<number>;
  degree: string;
  major: string;
  /** any, party or party_or_league. */
  political_rule: string;
  grassroots_years: Generated<number>;
  other_requirements: Generated<string>;
  location: string;
  region: string;
  sort_order: Generated<number>;
}

export type EnlistmentStatus = 'unpaid' | 'paid';

export interface EnlistmentTable {
  id: Generated<number>;
  user_id: number;
  exam_id: number;
  position_id: number;
  name: string;
  id_card: string;
  phone: string;
  education: string;
  major: string;
  school: string;
  political_status: string;
  status: EnlistmentStatus;
  order_id: number | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

// The online school (migration 0016_courses). Money in fen.

export interface TeacherTable {
  id: Generated<number>;
  name: string;
  title: Generated<string>;
  intro: Generated<string>;
  years: Generated<number>;
  avatar_url: Generated<string>;
  avatar_width: Generated<number>;
  avatar_height: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
  /** The account teaching under this profile (migration 0022_homework). */
  user_id: Generated<number | null>;
}

export interface CourseTable {
  id: Generated<number>;
  /** system, micro, public or package. */
  kind: string;
  subject: string;
  exam: string;
  title: string;
  subtitle: Generated<string>;
  cover_url: Generated<string>;
  cover_width: Generated<number>;
  cover_height: Generated<number>;
  price_fen: number;
  original_price_fen: number | null;
  is_free: Generated<number>;
  is_vip_free: Generated<number>;
  /** 0 = no limit. */
  validity_days: Generated<number>;
  trial_seconds: Generated<number>;
  /** JSON arrays of strings. */
  tags: Generated<string>;
  highlights: Generated<string>;
  suits: Generated<string>;
  intro: Generated<string>;
  sales: Generated<number>;
  /** on_sale or off. */
  status: Generated<string>;
  goods_id: number | null;
  adviser_id: number | null;
  sort_order: Generated<number>;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface CourseTeacherTable {
  course_id: number;
  teacher_id: number;
  sort_order: Generated<number>;
}

export interface CoursePackageItemTable {
  package_id: number;
  course_id: number;
  sort_order: Generated<number>;
}

export interface CourseChapterTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  sort_order: Generated<number>;
}

export interface CourseLessonTable {
  id: Generated<number>;
  course_id: number;
  chapter_id: number;
  title: string;
  /** video, document, live or exercise. */
  kind: string;
  duration_seconds: Generated<number>;
  is_trial: Generated<number>;
  sort_order: Generated<number>;
  question_section_id: number | null;
  live_at: string | null;
  created_at: string;
}

export interface CourseDocumentTable {
  lesson_id: number;
  file_name: string;
  mime: string;
  size: number;
  content: Uint8Array;
  created_at: string;
}

export interface CourseReviewTable {
  id: Generated<number>;
  course_id: number;
  user_id: number;
  rating: number;
  content: string;
  created_at: string;
}

export interface CourseEnrolmentTable {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  /** order, free, vip or grant. */
  source: string;
  order_id: number | null;
  enrolled_at: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CourseOrderTable {
  order_id: number;
  user_id: number;
  course_id: number;
  created_at: string;
}

export interface VtLectureTable {
  id: Generated<number>;
  subject_id: number;
  /** The knowledge point, or the module in subjects without points. */
  catalogue_id: number;
  /** A top-level question. */
  question_id: number;
  title: string;
  teacher_name: string;
  teacher_title: Generated<string>;
  intro: Generated<string>;
  duration_seconds: Generated<number>;
  trial_seconds: number;
  /** online or offline. */
  status: string;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface VtExperienceCardTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  source: string;
  granted_at: string;
  expires_at: string;
  used_at: string | null;
  /** The console batch that handed it out and its place in it (migration 0038); null otherwise. */
  issue_batch: string | null;
  issue_seq: number | null;
}

export interface VtUnlockTable {
  id: Generated<number>;
  user_id: number;
  lecture_id: number;
  card_id: number;
  created_at: string;
}

// Psychological checks (migration 0020_psychology).

export interface PsyScaleTable {
  id: Generated<number>;
  code: string;
  name: string;
  measures: string;
  intro: Generated<string>;
  instructions: Generated<string>;
  method: string;
  score_note: string;
  minutes: number;
  /** Band level from which the report points to professional help; null: never. */
  help_level: number | null;
  /** online or offline. */
  status: string;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PsyOptionTable {
  id: Generated<number>;
  scale_id: number;
  label: string;
  /** On a plain item; a reverse item scores (lowest + highest) - score. */
  score: number;
  sort_order: number;
}

export interface PsySubscaleTable {
  id: Generated<number>;
  scale_id: number;
  name: string;
  description: string;
  sort_order: number;
}

export interface PsyItemTable {
  id: Generated<number>;
  scale_id: number;
  subscale_id: number;
  stem: string;
  /** 1: reverse-scored. */
  is_reverse: Generated<number>;
  /** 1-based number as asked. */
  sort_order: number;
}

export interface PsyBandTable {
  id: Generated<number>;
  scale_id: number;
  /** null: a band of the total. */
  subscale_id: number | null;
  /** 0 the best … 3 most in need of attention. */
  level: number;
  name: string;
  min_score: number;
  max_score: number;
  summary: string;
  /** One point per line. */
  advice: Generated<string>;
  /** Comma-separated training types. */
  trainings: Generated<string>;
}

export interface PsyRecordTable {
  id: Generated<number>;
  user_id: number;
  scale_id: number;
  submit_token: string | null;
  answers_digest: string;
  total_score: number;
  band_id: number;
  created_at: string;
}

export interface PsyRecordAnswerTable {
  record_id: number;
  item_id: number;
  option_id: number;
  score: number;
}

export interface PsyRecordScoreTable {
  record_id: number;
  subscale_id: number;
  score: number;
  band_id: number;
}

// Protected video (migration 0017_course_video).

export interface CourseVideoTable {
  /** The vid: 32 hex characters. */
  id: string;
  /** lesson or lecture. */
  owner_kind: string;
  owner_id: number;
  title: string;
  /** JSON: how to make the video. */
  recipe: string;
  duration_seconds: number;
  /** Hex, 16 bytes each. */
  aes_key: string;
  aes_iv: string;
  /** The object-store prefix of its HLS package, once made. */
  package_key: string | null;
  /** JSON array of segment durations in seconds, once packaged. */
  segments: string | null;
  created_at: string;
  updated_at: string;
}

export interface CourseVideoStreamTable {
  id: Generated<number>;
  token_hash: string;
  video_id: string;
  user_id: number | null;
  session_id: number | null;
  /** full or trial. */
  access_level: string;
  segment_limit: number;
  playlist_expires_at: string;
  urls_expire_at: string;
  started_at: string;
  ended_at: string | null;
  /** taken_over or ended. */
  end_reason: string | null;
  ended_by_session_id: number | null;
  last_position: number | null;
  last_report_at: string | null;
}

export interface CourseVideoFetchTable {
  stream_id: number;
  segment_index: number;
}

export interface CourseVideoKeyTokenTable {
  token_hash: string;
  stream_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface CourseVideoProgressTable {
  user_id: number;
  video_id: string;
  position_seconds: Generated<number>;
  /** base64 bitmap, one bit per second watched. */
  watched_map: Generated<string>;
  watched_seconds: Generated<number>;
  completed: Generated<number>;
  completed_at: string | null;
  updated_at: string;
}

export interface BpSetTable {
  id: Generated<number>;
  subject_id: number;
  /** The module (top-level catalogue node) the set draws from; one set per module. */
  catalogue_id: number;
  name: string;
  intro: Generated<string>;
  vip_only: Generated<number>;
  round_size: Generated<number>;
  up_permille: Generated<number>;
  down_permille: Generated<number>;
  cohort_min_answers: Generated<number>;
  /** online or offline. */
  status: string;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface BpProgressTable {
  user_id: number;
  set_id: number;
  /** basic, advanced or sprint. */
  band: string;
  answered_count: Generated<number>;
  correct_count: Generated<number>;
  time_spent_seconds: Generated<number>;
  round_answered: Generated<number>;
  round_correct: Generated<number>;
  rounds_completed: Generated<number>;
  last_answered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BpAnswerTable {
  id: Generated<number>;
  user_id: number;
  set_id: number;
  question_id: number;
  band: string;
  rate_permille: number;
  /** cohort or authored. */
  rate_source: string;
  served_at: string;
  /** Null until answered. */
  answer: string | null;
  is_correct: number | null;
  first_try: Generated<number>;
  time_spent_seconds: Generated<number>;
  answered_at: string | null;
}

export interface BpRoundTable {
  id: Generated<number>;
  user_id: number;
  set_id: number;
  round_no: number;
  band_before: string;
  band_after: string;
  answered: number;
  correct: number;
  created_at: string;
}

// Mock contests (migration 0019_mock_exams). Scores are points × 10.

export interface MockExamTable {
  id: Generated<number>;
  title: string;
  subtitle: Generated<string>;
  exam_type: string;
  examination_level: Generated<string>;
  rules: string;
  apply_start_at: string;
  /** The first stage's start and the last stage's end. */
  start_at: string;
  end_at: string;
  late_entry_minutes: number;
  shuffle_questions: Generated<number>;
  shuffle_options: Generated<number>;
  results_published_at: string | null;
  ranked_count: Generated<number>;
  score_sum_tenths: Generated<number | string>;
  score_top_tenths: Generated<number>;
  created_at: string;
}

export interface MockExamStageTable {
  id: Generated<number>;
  mock_exam_id: number;
  /** xingce or shenlun. */
  stage: string;
  paper_id: number;
  start_at: string;
  end_at: string;
  swept_at: string | null;
}

export interface MockExamApplicationTable {
  id: Generated<number>;
  mock_exam_id: number;
  user_id: number;
  position_id: number | null;
  province: Generated<string>;
  reminder_enabled: Generated<number>;
  reminder_changed_at: string | null;
  created_at: string;
}

export interface MockExamEntryTable {
  id: Generated<number>;
  mock_exam_id: number;
  stage: string;
  user_id: number;
  exercise_id: number;
  created_at: string;
}

export interface MockExamPracticeTable {
  id: Generated<number>;
  mock_exam_id: number;
  stage: string;
  user_id: number;
  exercise_id: number;
  created_at: string;
}

export interface MockExamLeaveLogTable {
  id: Generated<number>;
  exercise_id: number;
  user_id: number;
  /** hidden or visible. */
  event: string;
  created_at: string;
}

export interface MockExamResultTable {
  mock_exam_id: number;
  user_id: number;
  exercise_id: number;
  score_tenths: number;
  correct_count: number;
  province: string;
  position_id: number | null;
  rank_overall: number;
  rank_province: number;
  rank_position: number;
}

export interface MockExamQuestionStatTable {
  mock_exam_id: number;
  question_id: number;
  sat_count: number;
  answered_count: number;
  correct_count: number;
}

export interface MockExamBucketTable {
  mock_exam_id: number;
  bucket: number;
  candidate_count: number;
}

// Course homework (migration 0022_homework). Scores in tenths of a point.

export interface HwHomeworkTable {
  id: Generated<number>;
  course_id: number;
  lesson_id: number;
  title: string;
  intro: Generated<string>;
  deadline_at: string | null;
  allow_late: Generated<number>;
  /** published or draft. */
  status: Generated<string>;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface HwItemTable {
  id: Generated<number>;
  homework_id: number;
  sort_order: number;
  /** objective or subjective. */
  kind: string;
  question_id: number | null;
  prompt: Generated<string>;
  reference: Generated<string>;
  score_tenths: number;
}

export interface HwSubmissionTable {
  id: Generated<number>;
  homework_id: number;
  user_id: number;
  /** draft, submitted, returned or corrected. */
  state: string;
  attempt: Generated<number>;
  rev: Generated<number>;
  saved_at: string;
  submitted_at: string | null;
  late: Generated<number>;
  objective_tenths: number | null;
  score_tenths: number | null;
  corrected_at: string | null;
  corrected_by: number | null;
  comment: Generated<string>;
  return_reason: Generated<string>;
  rating: number | null;
  rating_text: Generated<string>;
  rated_at: string | null;
  created_at: string;
}

export interface HwAnswerTable {
  submission_id: number;
  item_id: number;
  choice: Generated<string>;
  text: Generated<string>;
  /** JSON array of canonical photo addresses. */
  pictures: Generated<string>;
  /** JSON object: photo address → marks. */
  marks: Generated<string>;
  correct: number | null;
  score_tenths: number | null;
  comment: Generated<string>;
  updated_at: string;
}

export interface LiveSessionTable {
  id: Generated<number>;
  lesson_id: number;
  course_id: number;
  title: string;
  teacher_id: number | null;
  starts_at: string;
  planned_minutes: Generated<number>;
  /** scheduled, live, ended, processing or playback. */
  state: Generated<string>;
  stream_name: string;
  stream_key: string;
  publishing_since: string | null;
  started_at: string | null;
  ended_at: string | null;
  announcement: Generated<string>;
  peak_online: Generated<number>;
  playback_note: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface LiveChatMessageTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  content: string;
  from_teacher: Generated<number>;
  pinned: Generated<number>;
  deleted_at: string | null;
  deleted_by: number | null;
  created_at: string;
}

export interface LiveMuteTable {
  session_id: number;
  user_id: number;
  muted_by: number | null;
  created_at: string;
}

export interface LiveReminderTable {
  session_id: number;
  user_id: number;
  created_at: string;
  /** When the reminder was texted (migration 0026_live_reminder_sent); null: not yet. */
  notified_at: Generated<string | null>;
  /** Turned off by the learner (kept so turning it on again texts nobody twice). */
  cancelled_at: Generated<string | null>;
}
