import { Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PSY_TRAININGS } from '@shangan/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useCheckList } from '../api/check-list';
import { CheckCard } from '../components/check-card';
import {
  CheckListSkeleton,
  LoadFailed,
  LoginPrompt,
  TakingSkeleton,
} from '../components/page-states';
import { RecordList } from '../components/record-list';
import { TakeCheck } from '../components/take-check';
import { savedAnswerCount } from '../lib/answer-store';
import { idParam } from '../lib/params';
import styles from '../psychology.module.css';

/**
 * 心理测评: the scales with the person's last result of each, their records and the trainings;
 * with `?checkId=` the page is the scale being answered. Visitors see the list and are asked
 * to log in to take a check.
 */
export default function PsychologyTestPage() {
  const [params] = useSearchParams();
  const checkId = idParam(params.get('checkId'));
  return (
    <div className={`page-container ${styles.page}`}>
      {checkId > 0 ? (
        <Taking checkId={checkId} />
      ) : (
        <CheckList showRecords={params.get('view') === 'records'} />
      )}
    </div>
  );
}

function Taking({ checkId }: { checkId: number }) {
  const user = useCurrentUser();
  if (user.isPending) return <TakingSkeleton />;
  if (!user.data) {
    return (
      <section className={styles.panel}>
        <LoginPrompt text="登录后即可开始测评：答案会自动保存，提交后生成你的专属报告。" />
        <p className={styles.muted} style={{ textAlign: 'center' }}>
          <Link to={pathTo('PsychologyTest')}>返回测评列表</Link>
        </p>
      </section>
    );
  }
  // A new person or scale starts a taking of their own.
  return <TakeCheck key={`${user.data.id}:${checkId}`} checkId={checkId} userId={user.data.id} />;
}

function CheckList({ showRecords }: { showRecords: boolean }) {
  useDocumentTitle('心理测评');
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const signedIn = viewer > 0;
  const checks = useCheckList(viewer, !user.isPending);
  const records = useRef<HTMLElement>(null);

  useEffect(() => {
    if (showRecords && signedIn && checks.data) {
      records.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [showRecords, signedIn, checks.data]);

  return (
    <>
      <section className={`${styles.panel} ${styles.hero}`}>
        <h1 className={styles.heroTitle}>心理测评</h1>
        <p className={styles.heroNote}>
          花几分钟了解自己的考试焦虑、备考压力和学习习惯，获得有针对性的调节建议和可以马上练起来的训练。
        </p>
        <p className={styles.disclaimer}>
          测评为帮助安排备考的自我评估，不是医学或心理诊断；结果仅你本人可见。
        </p>
      </section>

      <section className={styles.panel} aria-label="测评列表">
        {(user.isPending || checks.isPending) && <CheckListSkeleton />}
        {checks.isError && (
          <LoadFailed error={checks.error} onRetry={() => void checks.refetch()} back={false} />
        )}
        {checks.data && checks.data.list.length === 0 && <Empty description="暂无测评" />}
        {checks.data && checks.data.list.length > 0 && (
          <div className={styles.grid}>
            {checks.data.list.map((check) => (
              <CheckCard
                key={check.id}
                check={check}
                signedIn={signedIn}
                saved={signedIn ? savedAnswerCount(viewer, check.id) : 0}
              />
            ))}
          </div>
        )}
      </section>

      <section className={styles.panel} ref={records} id="records" aria-label="我的测评记录">
        {signedIn ? (
          <RecordList viewer={viewer} checks={checks.data?.list ?? []} />
        ) : (
          <>
            <h2 className={styles.panelTitle}>我的测评记录</h2>
            {user.isPending ? null : <LoginPrompt text="登录后可查看你的测评记录和历次报告。" />}
          </>
        )}
      </section>

      <section className={styles.panel} aria-label="调节训练">
        <h2 className={styles.panelTitle}>调节训练</h2>
        <ul className={styles.trainingGrid}>
          {Object.values(PSY_TRAININGS).map((training) => (
            <li key={training.type} className={styles.trainingCard}>
              <Link to={pathTo('PsychologyTestTraining', {}, { type: training.type })}>
                <strong>{training.name}</strong>
              </Link>
              <span className={styles.muted}>约 {training.minutes} 分钟</span>
              <p>{training.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
