import { CustomerServiceOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Progress, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { LoadedPage } from '../../../components/page-states/loaded-page';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { useCourse } from '../api/course';
import { CourseCardView } from '../components/course-card';
import { CourseOutline } from '../components/course-outline';
import { CustomerServiceDialog } from '../components/customer-service-dialog';
import { PriceTag } from '../components/price-tag';
import { ReviewSection } from '../components/review-section';
import { TeacherCard } from '../components/teacher-card';
import { courseUrl, lessonsOf, ownTags, playUrl, videoTally } from '../course-links';
import { courseValidityText, formatMinutes, teacherNames, trialLengthText } from '../course-format';
import { useCourseAction } from '../hooks/use-course-action';
import { positiveInt } from '../params';
import type { CourseDetail, Lesson } from '../types';
import { viewerNoteOf } from '../viewer-note';
import styles from './course-detail-page.module.css';

const TRAIL = [{ title: '网校', to: pathTo('List') }];

/**
 * /courseDetail?id= (and /detail?id=, the online school's course page of the old site): the
 * course's cover, facts and price with the viewer's one main button (登录后学习, 立即购买 through
 * the shop order's QR step, 免费报名 / VIP免费学, 开始学习 / 继续学习), the adviser to consult, then
 * its introduction, outline with 试看 marks (and the learner's progress), teachers and reviews.
 */
export default function CourseDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const { data: user, isPending: userPending } = useCurrentUser();
  const userId = user?.id ?? null;
  // The viewer's state is part of the answer: wait for who is asking before asking.
  const course = useCourse(userPending ? null : id, userId);

  return (
    <LoadedPage
      title="课程详情"
      trail={TRAIL}
      missingId={id === null}
      notFound={{
        missing: {
          title: '没有找到这门课程',
          subTitle: '链接缺少课程编号，去网校看看其他课程吧。',
        },
        gone: {
          title: '课程不存在或已下架',
          subTitle: '这门课程可能已经下架，去网校看看其他课程吧。',
        },
        action: { label: '去网校选课', to: pathTo('List') },
      }}
      waiting={userPending}
      query={course}
      skeleton={
        <>
          <div className={styles.hero} aria-busy="true">
            <Skeleton.Node active className={styles.coverPlaceholder} />
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      }
      failedTitle="课程加载失败"
      titleOf={(data) => data.title}
    >
      {(data) => <CourseView course={data} userId={userId} />}
    </LoadedPage>
  );
}

function CourseView({ course, userId }: { course: CourseDetail; userId: number | null }) {
  const action = useCourseAction(course);
  const [serviceOpen, setServiceOpen] = useState(false);
  const viewer = course.viewer;
  const isPackage = course.kind === 'package';

  const onLocked = (lesson: Lesson) => {
    if (viewer.action === 'login') {
      notify.info(lesson.lockedReason || '登录后即可学习');
      openAuthDialog('login');
      return;
    }
    notify.info(lesson.lockedReason || `${viewer.actionText}后即可学习`);
    const buy = document.getElementById('course-buy');
    if (buy && typeof buy.scrollIntoView === 'function') {
      buy.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  };

  return (
    <div className={styles.page}>
      <Hero course={course} action={action} onConsult={() => setServiceOpen(true)} />

      <nav className={styles.anchors} aria-label="页面导航">
        <a href="#course-intro">课程介绍</a>
        <a href="#course-outline">{isPackage ? '套餐课程' : '课程目录'}</a>
        {course.teachers.length > 0 && <a href="#course-teachers">授课老师</a>}
        <a href="#course-reviews">学员评价（{course.reviewSummary.count}）</a>
      </nav>

      <div className={styles.columns}>
        <div className={styles.main}>
          <section id="course-intro" className={styles.section} aria-labelledby="intro-title">
            <h2 id="intro-title" className={styles.heading}>
              课程介绍
            </h2>
            {course.intro.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {(course.highlights.length > 0 || course.suits.length > 0) && (
              <div className={styles.lists}>
                {course.highlights.length > 0 && (
                  <div>
                    <h3 className={styles.subheading}>课程亮点</h3>
                    <ul className={styles.list}>
                      {course.highlights.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </div>
                )}
                {course.suits.length > 0 && (
                  <div>
                    <h3 className={styles.subheading}>适合人群</h3>
                    <ul className={styles.list}>
                      {course.suits.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            )}
          </section>

          <section id="course-outline" className={styles.section} aria-labelledby="outline-title">
            <h2 id="outline-title" className={styles.heading}>
              {isPackage ? `套餐课程（${course.packageCourses.length}门）` : '课程目录'}
            </h2>
            {isPackage ? (
              <div className={styles.packageGrid}>
                {course.packageCourses.map((member) => (
                  <CourseCardView key={member.id} course={member} />
                ))}
              </div>
            ) : course.chapters.length === 0 ? (
              <p className={styles.muted}>课程目录正在准备中</p>
            ) : (
              <>
                {!viewer.entitled && course.trialSeconds > 0 && (
                  <p className={styles.trialNote}>
                    未购买也可试看每节视频的前{trialLengthText(course.trialSeconds)}
                  </p>
                )}
                <CourseOutline
                  courseId={course.id}
                  chapters={course.chapters}
                  onLocked={onLocked}
                  showProgress={viewer.entitled}
                />
              </>
            )}
          </section>

          {course.teachers.length > 0 && (
            <section
              id="course-teachers"
              className={styles.section}
              aria-labelledby="teachers-title"
            >
              <h2 id="teachers-title" className={styles.heading}>
                授课老师
              </h2>
              <div className={styles.teachers}>
                {course.teachers.map((teacher) => (
                  <TeacherCard key={teacher.id} teacher={teacher} />
                ))}
              </div>
            </section>
          )}

          <section id="course-reviews" className={styles.section} aria-labelledby="reviews-title">
            <h2 id="reviews-title" className={styles.heading}>
              学员评价
            </h2>
            <ReviewSection course={course} userId={userId} />
          </section>
        </div>

        <aside className={styles.aside} aria-label="课程服务">
          <div className={styles.asideCard}>
            <h2 className={styles.asideTitle}>课程顾问</h2>
            <p className={styles.muted}>选课、开课时间、优惠活动，课程顾问为您一对一解答。</p>
            <Button block icon={<CustomerServiceOutlined />} onClick={() => setServiceOpen(true)}>
              咨询课程顾问
            </Button>
          </div>
          {course.includedIn.length > 0 && (
            <div className={styles.asideCard}>
              <h2 className={styles.asideTitle}>包含本课的套餐</h2>
              <ul className={styles.packages}>
                {course.includedIn.map((pack) => (
                  <li key={pack.id}>
                    <Link to={courseUrl(pack)}>{pack.title}</Link>
                    <PriceTag course={pack} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>
      </div>

      {action.dialog}
      <CustomerServiceDialog
        courseId={course.id}
        userId={userId}
        open={serviceOpen}
        onClose={() => setServiceOpen(false)}
      />
    </div>
  );
}

interface HeroProps {
  course: CourseDetail;
  action: ReturnType<typeof useCourseAction>;
  onConsult: () => void;
}

function Hero({ course, action, onConsult }: HeroProps) {
  const viewer = course.viewer;
  const tally = videoTally(course.chapters);
  // The first lesson a visitor may watch, offered beside 立即购买.
  const trial = viewer.entitled
    ? undefined
    : lessonsOf(course.chapters).find(
        (lesson) => lesson.kind === 'video' && lesson.access !== 'none',
      );
  return (
    <section className={styles.hero} aria-label="课程概要">
      <div className={styles.coverBox}>
        <img
          className={styles.cover}
          src={course.cover.url}
          width={course.cover.width}
          height={course.cover.height}
          alt={`${course.title}封面`}
          decoding="async"
        />
      </div>
      <div className={styles.info}>
        <div className={styles.tags}>
          <Tag color="blue">{course.kindText}</Tag>
          <Tag>{course.exam}</Tag>
          <Tag>{course.subject}</Tag>
          {ownTags(course).map((tag) => (
            <Tag key={tag} color="orange">
              {tag}
            </Tag>
          ))}
        </div>
        {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
        <dl className={styles.facts}>
          {course.teachers.length > 0 && (
            <>
              <dt>授课老师</dt>
              <dd>{teacherNames(course)}</dd>
            </>
          )}
          <dt>课程安排</dt>
          <dd>
            {course.lessonCount}课时
            {course.totalMinutes > 0 && ` · 视频共${formatMinutes(course.totalMinutes)}`}
          </dd>
          <dt>有效期</dt>
          <dd>{courseValidityText(course)}</dd>
          <dt>已报名</dt>
          <dd>
            {course.sales}人
            {course.rating !== null && (
              <span className={styles.rating}> · 评分 {course.rating.toFixed(1)}</span>
            )}
          </dd>
        </dl>

        <div id="course-buy" className={styles.buy}>
          <div className={styles.priceLine}>
            <PriceTag course={course} large />
            <ViewerNote course={course} />
          </div>
          {viewer.entitled && tally.total > 0 && (
            <div className={styles.progress}>
              <span>
                已学完 {tally.done}/{tally.total} 节视频
              </span>
              <Progress percent={Math.round((tally.done / tally.total) * 100)} size="small" />
            </div>
          )}
          <div className={styles.actions}>
            <Button
              type="primary"
              size="large"
              className={styles.mainAction}
              loading={action.pending}
              onClick={action.run}
              data-testid="course-action"
            >
              {viewer.actionText}
            </Button>
            {trial && (
              <LinkButton
                size="large"
                icon={<PlayCircleOutlined />}
                to={playUrl(course.id, trial.id)}
              >
                免费试看
              </LinkButton>
            )}
            <Button size="large" icon={<CustomerServiceOutlined />} onClick={onConsult}>
              咨询
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** One line under the price: what the viewer holds, until when, or how VIP would help. */
function ViewerNote({ course }: { course: CourseDetail }) {
  const note = viewerNoteOf(course);
  if (!note) return null;
  if (note.tone === 'vip') {
    return (
      <Link className={styles.vipLink} to={pathTo('VipRights')}>
        {note.text}
      </Link>
    );
  }
  return <span className={note.tone === 'warn' ? styles.warn : styles.ok}>{note.text}</span>;
}
