import { Skeleton, Tag } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { useMyMockExams, type MyMockExam } from '../api/my-mock-exams';
import { STATE_COLORS, STATE_LABELS, explainUrl, num, resultUrl } from '../lib/contest-words';
import styles from './my-contest-list.module.css';
import { PAGE_SIZE, StatePagedList, useStatePage } from './state-paged-list';

const ATTEMPT_WORDS = {
  not_started: '未参加',
  doing: '作答中',
  submitted: '已交卷',
} as const;

/** What to do next with a contest I applied to. */
function entryAction(entry: MyMockExam) {
  if (entry.score !== null) {
    return { label: '查看成绩', to: resultUrl(entry.id), primary: true };
  }
  if (entry.state === 'running' && entry.attemptStatus !== 'submitted') {
    return {
      label: entry.attemptStatus === 'doing' ? '继续作答' : '进入考试',
      to: explainUrl(entry.id),
      primary: true,
    };
  }
  return { label: '查看详情', to: explainUrl(entry.id), primary: false };
}

function Entry({ entry }: { entry: MyMockExam }) {
  const action = entryAction(entry);
  return (
    <article className={styles.entry} aria-label={entry.title}>
      <div className={styles.main}>
        <h3 className={styles.title}>
          <Tag color={STATE_COLORS[entry.state]}>{STATE_LABELS[entry.state]}</Tag>
          {entry.title}
        </h3>
        <p className={styles.meta}>
          <span>{entry.examType}</span>
          <span>考试 {formatDateTime(entry.startAt)}</span>
          <span>报名于 {formatDateTime(entry.appliedAt)}</span>
          <span>行测：{ATTEMPT_WORDS[entry.attemptStatus]}</span>
        </p>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>得分</dt>
          <dd>
            {entry.score === null ? (
              <span className={styles.pending}>
                {entry.state === 'ended' && entry.attemptStatus === 'submitted' ? '待公布' : '—'}
              </span>
            ) : (
              <>
                <strong>{num(entry.score)}</strong>/{num(entry.totalScore)}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>全国排名</dt>
          <dd>
            {entry.rank === null || entry.rankTotal === null ? (
              '—'
            ) : (
              <>
                <strong>{entry.rank}</strong>/{entry.rankTotal}
              </>
            )}
          </dd>
        </div>
      </dl>
      <LinkButton
        className={styles.action}
        type={action.primary ? 'primary' : 'default'}
        to={action.to}
      >
        {action.label}
      </LinkButton>
    </article>
  );
}

/** An entry's shape while the list loads, so nothing moves when the entries arrive. */
function EntrySkeleton() {
  return (
    <div className={styles.entry} aria-hidden="true">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '80%' }} />
      <Skeleton.Button active className={styles.figuresBone} />
      <Skeleton.Button active />
    </div>
  );
}

/**
 * 我的模考: the contests I applied to, by state, with whether I sat them, my score and rank
 * once published, and the way to the result (the estimate and the other ranks are there).
 */
export function MyContestList({ viewer }: { viewer: number }) {
  const address = useStatePage();
  const { tab, page } = address;
  const list = useMyMockExams(
    { page, size: PAGE_SIZE, ...(tab === 'all' ? {} : { state: tab }) },
    viewer,
  );
  return (
    <StatePagedList
      address={address}
      label="我的模考"
      waiting={viewer === 0}
      query={list}
      skeleton={EntrySkeleton}
      loadingLabel="我的模考加载中"
      failedTitle="我的模考加载失败"
      empty={{
        description: tab === 'all' ? '还没有报名模考，去模考大赛报名参加吧' : '这里还没有模考',
        extra: tab === 'all' && (
          <LinkButton type="primary" to={pathTo('Mock')}>
            去模考大赛
          </LinkButton>
        ),
      }}
      renderItem={(entry) => <Entry entry={entry} />}
    />
  );
}
