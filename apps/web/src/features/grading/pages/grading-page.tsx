import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { isGrader, isHomeworkTeacher, useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { GraderGate } from '../components/grader-gate';
import { HomeworkQueue, useHomeworkPending } from '../components/homework-queue';
import { ShortAnswerQueue, useShortAnswerPending } from '../components/short-answer-queue';
import styles from './grading.module.css';

type Kind = 'shortAnswer' | 'homework';

/**
 * 批改中心: one inbox for what waits for this person — short answers (申论, graders) and course
 * homework (课后作业, the course's teachers), each tab shown to those who may work it, with how
 * many wait. The tab is in the address (?kind=homework), so a link or a reload keeps it.
 */
export default function GradingPage() {
  useDocumentTitle('批改中心');
  return (
    <div className={`page-container ${styles.page}`}>
      <GraderGate role="any">
        <Inbox />
      </GraderGate>
    </div>
  );
}

function Inbox() {
  const user = useCurrentUser().data;
  const grader = isGrader(user);
  const teacher = isHomeworkTeacher(user);
  const [params, setParams] = useSearchParams();
  const kind: Kind =
    !grader || (teacher && params.get('kind') === 'homework') ? 'homework' : 'shortAnswer';
  const shortAnswers = useShortAnswerPending(grader);
  const homework = useHomeworkPending(teacher);

  const tabs = [
    ...(grader
      ? [{ key: 'shortAnswer', label: <TabLabel text="申论批改" count={shortAnswers} /> }]
      : []),
    ...(teacher ? [{ key: 'homework', label: <TabLabel text="课后作业" count={homework} /> }] : []),
  ];
  return (
    <section className={styles.panel}>
      <div className={styles.head}>
        <h1 className={styles.title}>批改中心</h1>
      </div>
      <Tabs
        className={styles.kindTabs}
        size="large"
        activeKey={kind}
        // Each queue has its own filters: a new tab starts from its default view.
        onChange={(key) => setParams(key === 'homework' ? { kind: 'homework' } : {})}
        items={tabs}
      />
      {kind === 'homework' ? <HomeworkQueue /> : <ShortAnswerQueue />}
    </section>
  );
}

function TabLabel({ text, count }: { text: string; count: number | null }) {
  return (
    <span className={styles.kindLabel}>
      {text}
      {count !== null && count > 0 && (
        <span className={styles.count} title={`待批改${count}份`}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
