import { Collapse, Empty, Progress, Tabs, Tag } from 'antd';
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

const percent = (part: number, whole: number) => Math.round((part / Math.max(whole, 1)) * 100);

function NodeStats({ node }: { node: CatalogueNode }) {
  return (
    <span className={styles.listMeta}>
      <span>共{node.questionCount}题</span>
      <span>已做{node.doneCount}题</span>
      {node.doneCount > 0 && <span>正确率{percent(node.correctCount, node.doneCount)}%</span>}
    </span>
  );
}

/** 分类题库: a subject's catalogue — modules and their knowledge points — to practise from. */
export default function ClassSubjectLibraryPage() {
  useDocumentTitle('分类题库');
  const [params, setParams] = useSearchParams();
  const home = useBankHome();
  const subjects = home.data?.subjects ?? [];
  const subjectId = idParam(params.get('subjectId')) || subjects[0]?.id || 0;
  const tree = useCatalogueTree(subjectId);

  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      <section className={styles.panel}>
        <h1 className={styles.panelTitle}>分类题库</h1>
        {home.isPending && <LoadingState />}
        {home.isError && <ErrorState error={home.error} onRetry={() => void home.refetch()} />}
        {subjects.length > 0 && (
          <Tabs
            activeKey={String(subjectId)}
            onChange={(key) => setParams({ subjectId: key })}
            items={subjects.map((subject) => ({ key: String(subject.id), label: subject.name }))}
          />
        )}
        {tree.isPending && subjectId > 0 && <LoadingState />}
        {tree.isError && <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />}
        {tree.data && tree.data.length === 0 && <Empty description="该科目暂无题目" />}
        {tree.data && tree.data.length > 0 && (
          <Collapse
            defaultActiveKey={tree.data.map((module) => String(module.id))}
            items={tree.data.map((module) => ({
              key: String(module.id),
              label: (
                <span className={styles.row}>
                  <strong>{module.name}</strong>
                  {module.vipOnly && <Tag color="gold">VIP</Tag>}
                  <NodeStats node={module} />
                </span>
              ),
              extra: (
                <span onClick={(event) => event.stopPropagation()}>
                  <StartPracticeButton node={module} label="模块练习" primary />
                </span>
              ),
              children:
                module.children.length === 0 ? (
                  <p className={styles.muted}>本模块按整体练习，点击右侧“模块练习”开始。</p>
                ) : (
                  module.children.map((point) => (
                    <div key={point.id} className={styles.listItem} aria-label={point.name}>
                      <div className={styles.listMain}>
                        <p className={styles.listTitle}>
                          {point.name} {point.vipOnly && <Tag color="gold">VIP</Tag>}
                        </p>
                        <NodeStats node={point} />
                      </div>
                      <Progress
                        type="circle"
                        size={44}
                        percent={percent(point.doneCount, point.questionCount)}
                        aria-label={`${point.name}完成度`}
                      />
                      <StartPracticeButton node={point} />
                    </div>
                  ))
                ),
            }))}
          />
        )}
      </section>
    </div>
  );
}
