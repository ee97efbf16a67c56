import { Empty, Pagination, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListBoundRecords } from '@shangan/shared/contracts/bounded-practice';
import { LinkButton } from '../../../components/link-button/link-button';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useBoundRecords } from '../api/bound-records';
import { useBoundSets } from '../api/bound-sets';
import { BandBadge } from '../components/band-badge';
import { BandHistory } from '../components/band-history';
import { LoadFailed, SetsSkeleton } from '../components/page-states';
import { SetCard } from '../components/set-card';
import { describeSeconds, idParam } from '../lib/bands';
import styles from '../bounded-practice.module.css';

const RECORDS_PAGE_SIZE = 5;

type SetRecord = DataOf<typeof ListBoundRecords>['list'][number];

function RecordItem({ record }: { record: SetRecord }) {
  const { progress } = record;
  return (
    <article className={styles.record} aria-label={`${record.setName}的记录`}>
      <div className={styles.row}>
        <strong>{record.setName}</strong>
        <span className={styles.muted}>{record.subjectName}</span>
        <span className={styles.spacer} />
        <BandBadge band={progress.band} label="我的难度" />
      </div>
      <div className={styles.stats}>
        <span className={styles.stat}>
          <strong>{progress.answeredCount}</strong>题已答
        </span>
        <span className={styles.stat}>
          答对<strong>{progress.correctCount}</strong>题
        </span>
        <span className={styles.stat}>
          正确率<strong>{progress.accuracy}</strong>%
        </span>
        <span className={styles.stat}>用时 {describeSeconds(progress.timeSpentSeconds)}</span>
        <span className={styles.stat}>
          本轮 {progress.roundAnswered}/{progress.roundSize}
        </span>
      </div>
      <BandHistory rounds={record.rounds.slice(0, 3)} />
      <div className={styles.row}>
        <LinkButton size="small" to={pathTo('BoundsDifficultyTest', {}, { setId: record.setId })}>
          继续练习
        </LinkButton>
      </div>
    </article>
  );
}

/** My sets, latest practised first, each with its band history. */
function MyRecords({ viewer }: { viewer: number }) {
  const [page, setPage] = useState(1);
  const records = useBoundRecords({ page, size: RECORDS_PAGE_SIZE }, viewer);
  return (
    <section className={styles.panel} aria-label="我的练习记录">
      <h2 className={styles.panelTitle}>我的练习记录</h2>
      {records.isPending && <SetsSkeleton />}
      {records.isError && (
        <LoadFailed error={records.error} onRetry={() => void records.refetch()} back={false} />
      )}
      {records.data && records.data.total === 0 && (
        <Empty description="还没有难度分级练习记录，选一个模块开始吧" />
      )}
      {records.data?.list.map((record) => (
        <RecordItem key={record.setId} record={record} />
      ))}
      {records.data && records.data.total > RECORDS_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'center' }}
          current={page}
          pageSize={RECORDS_PAGE_SIZE}
          total={records.data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </section>
  );
}

/**
 * 难度分级练习: the sets of a subject, one per module, each with the person's band (基础 / 进阶 /
 * 冲刺), what each band holds and their progress; the rule that moves the band; and the
 * person's records. The subject lives in the address.
 */
export default function BoundsDifficultyPage() {
  useDocumentTitle('难度分级练习');
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const signedIn = !!user.data;
  const viewer = user.data?.id ?? 0;
  const asked = idParam(params.get('subjectId'));
  const sets = useBoundSets(asked, viewer, !user.isPending);
  const data = sets.data;
  const rule = data?.sets[0]?.rule;

  return (
    <div className={`page-container ${styles.page}`}>
      <div className={styles.row} style={{ marginBottom: 12 }}>
        <Link to={pathTo('QuestionBank')}>题库</Link>
        <span className={styles.muted}>/</span>
        <span>难度分级练习</span>
      </div>
      <section className={`${styles.panel} ${styles.hero}`}>
        <h1 className={styles.heroTitle}>难度分级练习</h1>
        <p className={styles.heroNote}>
          按全站正确率把每个模块的题目分成三档，系统根据你每轮的正确率自动升降难度，始终练在最合适的区间。
        </p>
        {data && (
          <div className={styles.bands} aria-label="难度档位">
            {data.bands.map((band) => (
              <div key={band.code} className={styles.bandCell}>
                <BandBadge band={band.code} label="难度档位" />
                <span>{band.description}</span>
              </div>
            ))}
          </div>
        )}
        {rule && (
          <p className={styles.rule}>
            <strong>升降规则：</strong>
            {rule.text}
          </p>
        )}
      </section>

      <section className={styles.panel}>
        {(user.isPending || sets.isPending) && <SetsSkeleton />}
        {sets.isError && (
          <LoadFailed error={sets.error} onRetry={() => void sets.refetch()} back={false} />
        )}
        {data && data.subjects.length === 0 && <Empty description="暂无难度分级练习" />}
        {data && data.subjects.length > 1 && (
          <Tabs
            activeKey={String(data.subjectId)}
            onChange={(key) => setParams({ subjectId: key })}
            items={data.subjects.map((subject) => ({
              key: String(subject.id),
              label: subject.name,
            }))}
          />
        )}
        {data && data.subjects.length > 0 && data.sets.length === 0 && (
          <Empty description="该科目暂无难度分级练习" />
        )}
        {data && data.sets.length > 0 && (
          <div className={styles.grid}>
            {data.sets.map((set) => (
              <SetCard key={set.id} set={set} signedIn={signedIn} />
            ))}
          </div>
        )}
      </section>

      {signedIn ? (
        <MyRecords viewer={viewer} />
      ) : (
        !user.isPending && (
          <section className={styles.panel}>
            <div className={styles.row}>
              <span className={styles.muted}>登录后记录你在每个模块的难度档位与作答情况。</span>
              <span className={styles.spacer} />
              <LinkButton type="primary" to={pathTo('login')}>
                登录 / 注册
              </LinkButton>
            </div>
          </section>
        )
      )}
    </div>
  );
}
