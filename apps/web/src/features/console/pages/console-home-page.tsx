import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { consoleSectionsOf, displayName, useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useAuditLog } from '../api/audit-log';
import { useConsoleAds } from '../api/console-ads';
import { useConsoleArticles } from '../api/console-articles';
import { useConsoleCatalogues } from '../api/console-catalogues';
import { useConsoleCoaching } from '../api/console-coaching';
import { useConsoleCoupons } from '../api/console-coupons';
import { useConsoleCourses } from '../api/console-courses';
import { useConsoleEnlistExams } from '../api/console-enlistment';
import { useCardBatches } from '../api/console-experience-cards';
import { useConsoleGoods } from '../api/console-goods';
import { useConsoleJobs } from '../api/console-jobs';
import { useConsoleMockExams } from '../api/console-mock-exams';
import { useConsoleOrders } from '../api/console-orders';
import { useConsolePapers } from '../api/console-papers';
import { useConsoleQuestions } from '../api/console-questions';
import { useConsoleTeachers } from '../api/console-teachers';
import { useConsoleVipPackages } from '../api/console-vip';
import { useGradingWorkload } from '../api/grading-workload';
import { useImportHistory } from '../api/import-history';
import { useInboxFeedback } from '../api/inbox-feedback';
import { usePeople } from '../api/people';
import { useSiteSettings } from '../api/site-settings';
import { useSupportMessages } from '../api/support-messages';
import { useConsoleColumns } from '../api/console-columns';
import { useConsoleTopics } from '../api/console-topics';
import { DayFigures } from '../components/day-figures';
import { CONSOLE_SECTIONS, type ConsoleSectionEntry } from '../console-sections';
import styles from './console.module.css';

function Figure({
  value,
  label,
  failed = false,
}: {
  value: number | string | undefined;
  label: string;
  /** The count could not be read: said so, the card still leads to its section. */
  failed?: boolean;
}) {
  if (failed) return <p className={styles.muted}>暂时无法读取，进入查看</p>;
  if (value === undefined) {
    return <Skeleton.Input active size="small" className={styles.cardFigure} />;
  }
  return (
    <p className={styles.cardFigure}>
      {value}
      <span className={styles.muted}> {label}</span>
    </p>
  );
}

/** The most contests a page holds: enough to count those not ended. */
const CONTESTS_COUNTED = 50;

// One component per section, so each list is asked only by those whose roles open it.
function FeedbackFigure() {
  const feedback = useInboxFeedback({ status: 'pending', pageSize: 1 });
  return <Figure value={feedback.data?.pending} label="条反馈待回复" failed={feedback.isError} />;
}

function MessagesFigure() {
  const messages = useSupportMessages({ status: 'open', pageSize: 1 });
  return <Figure value={messages.data?.total} label="条留言待处理" failed={messages.isError} />;
}

function AuditFigure() {
  const audit = useAuditLog({ pageSize: 1 });
  return <Figure value={audit.data?.total} label="条操作记录" failed={audit.isError} />;
}

function PeopleFigure() {
  const people = usePeople({ pageSize: 1 });
  return <Figure value={people.data?.total} label="个账号" failed={people.isError} />;
}

function QuestionImportFigure() {
  const imports = useImportHistory({ pageSize: 1 });
  return <Figure value={imports.data?.total} label="次导入记录" failed={imports.isError} />;
}

function PapersFigure() {
  // Drafts are what waits: learners see a paper only once it is published.
  const drafts = useConsolePapers({ state: 'draft', pageSize: 1 });
  return <Figure value={drafts.data?.total} label="份试卷待发布" failed={drafts.isError} />;
}

function CataloguesFigure() {
  // Knowledge points are what learners practise by; modules only group them.
  const catalogues = useConsoleCatalogues();
  const points = catalogues.data?.reduce(
    (sum, subject) => sum + subject.nodes.filter((node) => node.level > 1).length,
    0,
  );
  return <Figure value={points} label="个知识点" failed={catalogues.isError} />;
}

function QuestionsFigure() {
  const questions = useConsoleQuestions({ pageSize: 1 });
  return <Figure value={questions.data?.total} label="道题" failed={questions.isError} />;
}

function MockExamsFigure() {
  // Contests still to run are what staff watch; the latest start comes first, so those not ended
  // lead the list (a full page of them reads as "50+").
  const contests = useConsoleMockExams({ pageSize: CONTESTS_COUNTED });
  const data = contests.data;
  const open = data?.list.filter((contest) => contest.state !== 'ended').length;
  const more = data !== undefined && open === data.list.length && data.total > data.list.length;
  return (
    <Figure
      value={open === undefined ? undefined : more ? `${open}+` : open}
      label="场模考未结束"
      failed={contests.isError}
    />
  );
}

function OrdersFigure() {
  // Paid orders waiting for their parcel: the one list here that waits on someone every day.
  const orders = useConsoleOrders({ tab: 'paid', pageSize: 1 });
  return <Figure value={orders.data?.total} label="单待发货" failed={orders.isError} />;
}

function ColumnsFigure() {
  // Every column articles are filed under: the roots and their sub-columns.
  const structure = useConsoleColumns();
  const columns = structure.data?.columns.reduce((sum, root) => sum + 1 + root.children.length, 0);
  return <Figure value={columns} label="个栏目" failed={structure.isError} />;
}

function TopicsFigure() {
  const topics = useConsoleTopics();
  return <Figure value={topics.data?.length} label="个专题" failed={topics.isError} />;
}

function ArticlesFigure() {
  // Drafts are what an editor comes back to; published articles are on the site already.
  const drafts = useConsoleArticles({ state: 'draft', pageSize: 1 });
  return <Figure value={drafts.data?.total} label="篇草稿" failed={drafts.isError} />;
}

function SiteContentFigure() {
  // The carousel is what every visitor sees first: how many of its slides are showing now.
  const banners = useConsoleAds('banner');
  const running = banners.data?.list.filter((ad) => ad.state === 'running').length;
  return <Figure value={running} label="张首页轮播展示中" failed={banners.isError} />;
}

function CoursesFigure() {
  const courses = useConsoleCourses({ pageSize: 1 });
  return <Figure value={courses.data?.total} label="门课程" failed={courses.isError} />;
}

function GoodsFigure() {
  // Books running out are what the warehouse acts on; the others wait for orders.
  const low = useConsoleGoods({ lowStock: true, pageSize: 1 });
  return <Figure value={low.data?.total} label="种图书库存紧张" failed={low.isError} />;
}

function CoachingFigure() {
  // Times still to come across the products: what learners can book.
  const coaching = useConsoleCoaching();
  const upcoming = coaching.data?.reduce((sum, product) => sum + product.upcomingSlots, 0);
  return <Figure value={upcoming} label="个待上课时段" failed={coaching.isError} />;
}

function CouponsFigure() {
  const coupons = useConsoleCoupons({ pageSize: 1 });
  return <Figure value={coupons.data?.total} label="种优惠券" failed={coupons.isError} />;
}

function EnlistmentFigure() {
  const exams = useConsoleEnlistExams();
  const positions = exams.data?.reduce((sum, exam) => sum + exam.positions, 0);
  return <Figure value={positions} label="个报名职位" failed={exams.isError} />;
}

function ExperienceCardsFigure() {
  const batches = useCardBatches({ pageSize: 1 });
  return <Figure value={batches.data?.total} label="批体验卡已发放" failed={batches.isError} />;
}

function TeachersFigure() {
  const teachers = useConsoleTeachers();
  return <Figure value={teachers.data?.length} label="位讲师" failed={teachers.isError} />;
}

function VipFigure() {
  const packages = useConsoleVipPackages();
  const members = packages.data?.products.reduce((sum, product) => sum + product.members, 0);
  return <Figure value={members} label="位会员" failed={packages.isError} />;
}

function JobsFigure() {
  // Failed runs are what needs an administrator; the rest finish by themselves.
  const failed = useConsoleJobs({ state: 'failed', pageSize: 1 });
  return <Figure value={failed.data?.total} label="个任务失败" failed={failed.isError} />;
}

function GradingFigure() {
  const grading = useGradingWorkload();
  const waiting = grading.data
    ? grading.data.shortAnswers.waiting + grading.data.homework.waiting
    : undefined;
  return <Figure value={waiting} label="份待批改" failed={grading.isError} />;
}

function SettingsFigure() {
  const settings = useSiteSettings();
  const gray = settings.data?.grayMode;
  return (
    <Figure
      value={gray === undefined ? undefined : gray ? '灰色' : '彩色'}
      label="首页"
      failed={settings.isError}
    />
  );
}

const FIGURES: Record<ConsoleSectionEntry['key'], () => ReactNode> = {
  feedback: FeedbackFigure,
  messages: MessagesFigure,
  questionImport: QuestionImportFigure,
  papers: PapersFigure,
  catalogues: CataloguesFigure,
  questions: QuestionsFigure,
  mockExams: MockExamsFigure,
  orders: OrdersFigure,
  articles: ArticlesFigure,
  columns: ColumnsFigure,
  topics: TopicsFigure,
  siteContent: SiteContentFigure,
  courses: CoursesFigure,
  goods: GoodsFigure,
  coaching: CoachingFigure,
  coupons: CouponsFigure,
  vip: VipFigure,
  enlistment: EnlistmentFigure,
  experienceCards: ExperienceCardsFigure,
  teachers: TeachersFigure,
  grading: GradingFigure,
  people: PeopleFigure,
  settings: SettingsFigure,
  jobs: JobsFigure,
  audit: AuditFigure,
};

function SectionCard({ section }: { section: ConsoleSectionEntry }) {
  const SectionFigure = FIGURES[section.key];
  return (
    <Link to={section.to} className={styles.card} aria-label={section.label}>
      <Card hoverable>
        <div className={styles.cardHead}>
          {section.icon}
          {section.label}
        </div>
        <SectionFigure />
        <p className={styles.muted}>{section.summary}</p>
      </Card>
    </Link>
  );
}

/** /admin: what waits for this person today, one card per section their roles open. */
export default function ConsoleHomePage() {
  useDocumentTitle('教务后台');
  const { data: user } = useCurrentUser();
  const allowed = consoleSectionsOf(user);
  return (
    <section className={styles.panel}>
      <h1 className={styles.barTitle}>您好，{user ? displayName(user) : ''}</h1>
      {allowed.includes('dashboard') && <DayFigures />}
      <p className={styles.muted}>以下是您可以处理的工作。</p>
      <div className={styles.cards}>
        {CONSOLE_SECTIONS.filter((section) => allowed.includes(section.key)).map((section) => (
          <SectionCard key={section.key} section={section} />
        ))}
      </div>
    </section>
  );
}
