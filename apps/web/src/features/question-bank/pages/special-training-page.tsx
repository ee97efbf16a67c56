import { Empty, Progress, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useBankHome } from '../api/home-get-all';
import { useCatalogueTree } from '../api/home-tree';
import type { CatalogueNode } from '../types';
import { BankNav } from '../components/bank-nav';
import { ErrorState, LoadingState } from '../components/page-states';
import { StartPracticeButton } from '../components/start-practice-button';
import { idParam } from '../lib/links';
import styles from '../components/bank.module.css';

const accuracy = (node: CatalogueNode) =>
  node.doneCount > 0 ? Math.round((node.correctCount / node.doneCount) * 100) : null;

/**
 * 专项训练: each module as a training card with its knowledge points; the weakest points (lowest
 * accuracy among those practised) are picked out to train first.
 */
export default function SpecialTrainingPage() {
  useDocumentTitle('专项训练');
  const [params, setParams] = useSearchParams();
  const home = useBankHome();
  const subjects = (home.data?.subjects ?? []).filter((subject) => subject.questionCount > 0);
  const subjectId = idParam(params.get('subjectId')) || subjects[0]?.id || 0;
  const tree = useCatalogueTree(subjectId);
  const points = (tree.data ?? []).flatMap((module) => module.children);
  const weak = points
    .filter((point) => !point.locked && accuracy(point) !== null)
    .sort((a, b) => (accuracy(a) ?? 0) - (accuracy(b) ?? 0))
    .slice(0, 3);

  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      <section className={styles.panel}>
        <h1 className={styles.panelTitle}>专项训练</h1>
        {home.isPending && <LoadingState />}
        {home.isError && <ErrorState error={home.error} onRetry={() => void home.refetch()} />}
        {subjects.length > 0 && (
          <Tabs
            activeKey={String(subjectId)}
            onChange={(key) => setParams({ subjectId: key })}
            items={subjects.map((subject) => ({ key: String(subject.id), label: subject.name }))}
          />
        )}
        {weak.length > 0 && (
          <div className={styles.card} aria-label="薄弱知识点">
            <strong>薄弱知识点 · 建议优先训练</strong>
            {weak.map((point) => (
              <div key={point.id} className={styles.row}>
                <span>{point.name}</span>
                <span className={styles.muted}>正确率 {accuracy(point)}%</span>
                <span className={styles.spacer} />
                <StartPracticeButton node={point} label="强化训练" primary />
              </div>
            ))}
          </div>
        )}
        {tree.isPending && subjectId > 0 && <LoadingState />}
        {tree.isError && <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />}
        {tree.data && tree.data.length === 0 && <Empty description="该科目暂无可训练的模块" />}
        <div className={styles.grid} style={{ marginTop: 16 }}>
          {(tree.data ?? []).map((module) => (
            <article key={module.id} className={styles.card} aria-label={module.name}>
              <div className={styles.row}>
                <h2 className={styles.cardTitle}>{module.name}</h2>
                {module.vipOnly && <Tag color="gold">VIP</Tag>}
              </div>
              <Progress
                percent={Math.round((module.doneCount / Math.max(module.questionCount, 1)) * 100)}
                size="small"
                format={() => `${module.doneCount}/${module.questionCount}`}
              />
              <div className={styles.muted}>
                {module.children.length > 0
                  ? module.children.map((point) => point.name).join(' · ')
                  : `共${module.questionCount}题`}
              </div>
              <div className={styles.row}>
                <StartPracticeButton node={module} label="开始训练" primary />
                {accuracy(module) !== null && (
                  <span className={styles.muted}>正确率 {accuracy(module)}%</span>
                )}
              </div>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
