import { Button, CapsuleTabs, ProgressBar } from 'antd-mobile';
import {
  CalendarOutline,
  CloseCircleOutline,
  FileOutline,
  RightOutline,
  StarOutline,
  TeamOutline,
} from 'antd-mobile-icons';
import { Link, useSearchParams } from 'react-router';
import { MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { chooseDesktopSite } from '../../../lib/site-view';
import { useBankHome } from '../api/home-get-all';
import { useCatalogueTree } from '../api/home-tree';
import { describeDuration } from '../lib/answer-model';
import { KIND_LABELS, idParam } from '../lib/links';
import type { ExerciseLogItem } from '../types';
import { CatalogueTree } from './lists/catalogue-tree';
import { mobileContinue, percentOf } from './lists/links';
import styles from './lists/lists.module.css';

const ENTRIES = [
  { to: mobilePathTo('MTrueQuestion'), label: '历年真题', icon: <FileOutline /> },
  { to: mobilePathTo('MMockExam'), label: '模考大赛', icon: <TeamOutline /> },
  { to: mobilePathTo('MFormalExam'), label: '考试安排', icon: <CalendarOutline /> },
  { to: mobilePathTo('MErrorBook'), label: '错题本', icon: <CloseCircleOutline /> },
  { to: mobilePathTo('MFavorites'), label: '我的收藏', icon: <StarOutline /> },
];

/** 继续上次练习: the latest unfinished attempt and where it goes on. */
function ContinueCard({ item }: { item: ExerciseLogItem }) {
  const next = mobileContinue(item);
  const percent = percentOf(item.answeredCount, item.questionCount);
  return (
    <section className={styles.card} aria-label="继续上次练习">
      <div className={styles.cardLabel}>继续上次练习 · {KIND_LABELS[item.kind]}</div>
      <p className={styles.cardTitle}>{item.title}</p>
      <div className={styles.nodeProgress}>
        <ProgressBar percent={percent} className={styles.bar} aria-hidden="true" />
        <span className={styles.nodeFigures}>
          已答 {item.answeredCount}/{item.questionCount}
        </span>
      </div>
      {next.desktop ? (
        <>
          <p className={styles.note}>限时模考在电脑版的考试页进行，继续作答将打开电脑版。</p>
          <Button block color="primary" fill="outline" onClick={() => chooseDesktopSite(next.to)}>
            到电脑版继续
          </Button>
        </>
      ) : (
        <Link to={next.to} className={styles.primaryLink}>
          继续练习
        </Link>
      )}
    </section>
  );
}

/**
 * 题库 (tab page): my totals, where I left off, the ways into past papers, contests, the error
 * book and favourites, and the chosen subject's catalogue to practise from. Visitors see the
 * catalogue too and log in when they start.
 */
export default function BankHomePage() {
  const [params, setParams] = useSearchParams();
  const home = useBankHome();
  const sendToLogin = useSendToLogin();
  const subjects = home.data?.subjects ?? [];
  const asked = idParam(params.get('subjectId'));
  const subject = subjects.find((item) => item.id === asked) ?? subjects[0];
  const tree = useCatalogueTree(subject?.id ?? 0);

  let body;
  if (home.isPending) body = <MobileLoading lines={10} />;
  else if (home.isError) body = <MobileError onRetry={() => void home.refetch()} />;
  else {
    const { totals, lastExercise } = home.data;
    body = (
      <>
        <section className={styles.hero} aria-label="我的做题">
          {totals ? (
            <>
              <p className={styles.heroNote}>
                已练习 {totals.exerciseCount} 次，累计用时 {describeDuration(totals.totalSeconds)}
              </p>
              <dl className={styles.heroStats}>
                {(
                  [
                    ['累计做题', totals.doneCount],
                    ['正确率', `${totals.accuracy}%`],
                    ['今日做题', totals.todayCount],
                    ['错题', totals.errorCount],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <div className={styles.heroGuest}>
              <p>登录后自动记录做题进度、错题与收藏</p>
              <Button size="small" shape="rounded" onClick={sendToLogin}>
                登录 / 注册
              </Button>
            </div>
          )}
        </section>

        <nav className={styles.entries} aria-label="题库入口">
          {ENTRIES.map((entry) => (
            <Link key={entry.label} to={entry.to} className={styles.entry}>
              <span className={styles.entryIcon} aria-hidden="true">
                {entry.icon}
              </span>
              <span>{entry.label}</span>
            </Link>
          ))}
        </nav>

        {lastExercise ? <ContinueCard item={lastExercise} /> : null}

        <section className={styles.section} aria-label="章节练习">
          <h2 className={styles.sectionTitle}>章节练习</h2>
          {subjects.length === 0 ? (
            <p className={styles.note}>题库正在建设中，敬请期待。</p>
          ) : (
            <>
              <CapsuleTabs
                activeKey={String(subject?.id ?? '')}
                onChange={(key) => setParams({ subjectId: key }, { replace: true })}
                className={styles.capsules}
              >
                {subjects.map((item) => (
                  <CapsuleTabs.Tab key={String(item.id)} title={item.name} />
                ))}
              </CapsuleTabs>
              {subject ? (
                <div className={styles.subjectLine}>
                  <span>
                    共 {subject.questionCount} 题 · 已做 {subject.doneCount} 题
                    {subject.doneCount > 0
                      ? ` · 正确率 ${percentOf(subject.correctCount, subject.doneCount)}%`
                      : ''}
                  </span>
                  {subject.paperCount > 0 ? (
                    <Link
                      className={styles.inlineLink}
                      to={mobilePathTo('MTrueQuestion', {}, { subjectId: subject.id })}
                    >
                      真题 {subject.paperCount} 套
                      <RightOutline aria-hidden="true" />
                    </Link>
                  ) : null}
                </div>
              ) : null}
              {tree.isPending ? (
                <MobileLoading lines={8} />
              ) : tree.isError ? (
                <MobileError onRetry={() => void tree.refetch()} />
              ) : tree.data.length === 0 ? (
                <p className={styles.note}>该科目暂无题目</p>
              ) : (
                <CatalogueTree key={subject?.id} modules={tree.data} />
              )}
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <MobilePage title="题库" back={false}>
      {body}
    </MobilePage>
  );
}
