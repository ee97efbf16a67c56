import { Progress, Tag } from 'antd';
import {
  AppstoreOutlined,
  AimOutlined,
  FileTextOutlined,
  HistoryOutlined,
  RiseOutlined,
  CloseCircleOutlined,
  StarOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useBankHome } from '../api/home-get-all';
import { BankNav } from '../components/bank-nav';
import { ErrorState, LoadingState } from '../components/page-states';
import { describeDuration } from '../lib/answer-model';
import { KIND_LABELS, continueUrl } from '../lib/links';
import styles from '../components/bank.module.css';
import home from './question-bank-page.module.css';

const ENTRIES = [
  {
    to: pathTo('ClassSubjectLibrary'),
    label: '分类题库',
    note: '按模块与知识点练习',
    icon: <AppstoreOutlined />,
  },
  {
    to: pathTo('SpecialTraining'),
    label: '专项训练',
    note: '突破薄弱知识点',
    icon: <AimOutlined />,
  },
  {
    to: pathTo('OverYearTrueTopic'),
    label: '历年真题',
    note: '国考省考真题演练',
    icon: <FileTextOutlined />,
  },
  {
    to: pathTo('Mock'),
    label: '模考大赛',
    note: '统一开考，全国排名与估分',
    icon: <TrophyOutlined />,
  },
  {
    to: pathTo('BoundsDifficulty'),
    label: '难度分级练习',
    note: '按正确率自动升降难度',
    icon: <RiseOutlined />,
  },
  { to: pathTo('Record'), label: '做题记录', note: '练习报告随时回看', icon: <HistoryOutlined /> },
  {
    to: pathTo('MyCollection', {}, { tab: 'error' }),
    label: '错题本',
    note: '错题自动收录重练',
    icon: <CloseCircleOutlined />,
  },
  {
    to: pathTo('MyCollection', {}, { tab: 'favorite' }),
    label: '我的收藏',
    note: '收藏好题反复琢磨',
    icon: <StarOutlined />,
  },
];

/** The bank home: subjects and their size, my progress, and 'continue where I left off'. */
export default function QuestionBankPage() {
  useDocumentTitle('题库');
  const query = useBankHome();

  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <section className={`${styles.panel} ${home.hero}`}>
            <div>
              <h1 className={home.heroTitle}>上岸题库</h1>
              <p className={home.heroNote}>
                {query.data.totals
                  ? `已坚持练习 ${query.data.totals.exerciseCount} 次，累计用时 ${describeDuration(query.data.totals.totalSeconds)}`
                  : '登录后自动记录做题进度、错题与收藏'}
              </p>
            </div>
            {query.data.totals ? (
              <div className={styles.stats}>
                {[
                  ['累计做题', query.data.totals.doneCount],
                  ['正确率', `${query.data.totals.accuracy}%`],
                  ['今日做题', query.data.totals.todayCount],
                  ['错题', query.data.totals.errorCount],
                  ['收藏', query.data.totals.favoriteCount],
                ].map(([label, value]) => (
                  <div key={label} className={styles.stat}>
                    <span className={styles.statValue}>{value}</span>
                    <span className={styles.statLabel}>{label}</span>
                  </div>
                ))}
              </div>
            ) : (
              <LinkButton
                type="primary"
                size="large"
                className={home.heroLogin}
                to={pathTo('login')}
              >
                登录 / 注册
              </LinkButton>
            )}
          </section>

          {query.data.lastExercise && (
            <section className={`${styles.panel} ${home.continue}`} aria-label="继续上次练习">
              <div className={styles.listMain}>
                <div className={styles.muted}>
                  继续上次练习 · {KIND_LABELS[query.data.lastExercise.kind]}
                </div>
                <p className={styles.listTitle}>{query.data.lastExercise.title}</p>
                <Progress
                  percent={Math.round(
                    (query.data.lastExercise.answeredCount /
                      Math.max(query.data.lastExercise.questionCount, 1)) *
                      100,
                  )}
                  format={() =>
                    `已答 ${query.data.lastExercise?.answeredCount}/${query.data.lastExercise?.questionCount}`
                  }
                />
              </div>
              <LinkButton type="primary" size="large" to={continueUrl(query.data.lastExercise)}>
                继续练习
              </LinkButton>
            </section>
          )}

          <section className={styles.panel}>
            <div className={home.entries}>
              {ENTRIES.map((entry) => (
                <Link key={entry.label} to={entry.to} className={home.entry}>
                  <span className={home.entryIcon}>{entry.icon}</span>
                  <span>
                    <strong>{entry.label}</strong>
                    <small>{entry.note}</small>
                  </span>
                </Link>
              ))}
            </div>
          </section>

          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>考试科目</h2>
            <div className={styles.grid}>
              {query.data.subjects.map((subject) => (
                <article key={subject.id} className={styles.card} aria-label={subject.name}>
                  <div className={styles.row}>
                    <h3 className={styles.cardTitle}>{subject.name}</h3>
                    <span className={styles.spacer} />
                    <span className={styles.muted}>
                      {subject.questionCount}题
                      {subject.paperCount > 0 ? ` · ${subject.paperCount}套真题` : ''}
                    </span>
                  </div>
                  <p className={`${styles.muted} ${home.description}`}>{subject.description}</p>
                  <Progress
                    percent={Math.round(
                      (subject.doneCount / Math.max(subject.questionCount, 1)) * 100,
                    )}
                    size="small"
                    format={() => `已做 ${subject.doneCount}`}
                  />
                  <div>
                    {subject.modules.map((module) => (
                      <Tag key={module.id}>{module.name}</Tag>
                    ))}
                  </div>
                  <div className={styles.row}>
                    <LinkButton
                      type="primary"
                      to={pathTo('ClassSubjectLibrary', {}, { subjectId: subject.id })}
                    >
                      进入题库
                    </LinkButton>
                    {subject.paperCount > 0 && (
                      <LinkButton to={pathTo('OverYearTrueTopic', {}, { subjectId: subject.id })}>
                        历年真题
                      </LinkButton>
                    )}
                  </div>
                </article>
              ))}
            </div>
            {query.data.subjects.length === 0 && <p className={styles.muted}>题库正在建设中。</p>}
          </section>
        </>
      )}
    </div>
  );
}
