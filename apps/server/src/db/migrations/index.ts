import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_accounts.ts';
import * as m0003 from './0003_news.ts';
import * as m0004 from './0004_vip.ts';
import * as m0005 from './0005_question_bank.ts';
import * as m0006 from './0006_ai_analysis.ts';
import * as m0007 from './0007_short_answers.ts';
import * as m0008 from './0008_search_visitors.ts';
import * as m0009 from './0009_scrub_pay_urls.ts';
import * as m0010 from './0010_site_settings.ts';
import * as m0011 from './0011_support_messages.ts';
import * as m0012 from './0012_column_images.ts';
import * as m0013 from './0013_commerce.ts';
import * as m0014 from './0014_enlistment.ts';
import * as m0015 from './0015_coaching_deposits.ts';
import * as m0016 from './0016_courses.ts';
import * as m0017 from './0017_course_video.ts';
import * as m0018 from './0018_video_teaching.ts';
import * as m0019 from './0019_mock_exams.ts';
import * as m0020 from './0020_psychology.ts';
import * as m0021 from './0021_bounded_practice.ts';
import * as m0022 from './0022_homework.ts';
import * as m0023 from './0023_practice_start_indexes.ts';
import * as m0024 from './0024_live.ts';
import * as m0025 from './0025_search_documents_inline.ts';
import * as m0026 from './0026_live_reminder_sent.ts';
import * as m0027 from './0027_feedback_and_audit.ts';
import * as m0028 from './0028_account_disabled.ts';
import * as m0029 from './0029_dashboard_indexes.ts';
import * as m0030 from './0030_question_import.ts';
import * as m0031 from './0031_shop_refund.ts';
import * as m0032 from './0032_news_draft.ts';
import * as m0033 from './0033_job_runs.ts';
import * as m0034 from './0034_coupon_batches.ts';
import * as m0035 from './0035_draft_schedule.ts';
import * as m0036 from './0036_vip_refunds.ts';
import * as m0037 from './0037_draft_pdf.ts';
import * as m0038 from './0038_card_batches.ts';
import * as m0039 from './0039_import_into_papers.ts';
import * as m0040 from './0040_draft_topic.ts';
import * as m0041 from './0041_bank_content_version.ts';

/**
 * Every migration, in order. Listed statically (not read from disk) so the set is the same
 * whichever directory the server starts from. Names must sort in order of application.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_news': m0003,
  '0004_vip': m0004,
  '0005_question_bank': m0005,
  '0006_ai_analysis': m0006,
  '0007_short_answers': m0007,
  '0008_search_visitors': m0008,
  '0009_scrub_pay_urls': m0009,
  '0010_site_settings': m0010,
  '0011_support_messages': m0011,
  '0012_column_images': m0012,
  '0013_commerce': m0013,
  '0014_enlistment': m0014,
  '0015_coaching_deposits': m0015,
  '0016_courses': m0016,
  '0017_course_video': m0017,
  '0018_video_teaching': m0018,
  '0019_mock_exams': m0019,
  '0020_psychology': m0020,
  '0021_bounded_practice': m0021,
  '0022_homework': m0022,
  '0023_practice_start_indexes': m0023,
  '0024_live': m0024,
  '0025_search_documents_inline': m0025,
  '0026_live_reminder_sent': m0026,
  '0027_feedback_and_audit': m0027,
  '0028_account_disabled': m0028,
  '0029_dashboard_indexes': m0029,
  '0030_question_import': m0030,
  '0031_shop_refund': m0031,
  '0032_news_draft': m0032,
  '0033_job_runs': m0033,
  '0034_coupon_batches': m0034,
  '0035_draft_schedule': m0035,
  '0036_vip_refunds': m0036,
  '0037_draft_pdf': m0037,
  '0038_card_batches': m0038,
  '0039_import_into_papers': m0039,
  '0040_draft_topic': m0040,
  '0041_bank_content_version': m0041,
};
