import { Empty, Pagination, Select, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useExaminationLevels } from '../api/examination-level-list';
import { useBankHome } from '../api/home-get-all';
import { usePaperYears } from '../api/home-year-list';
import { usePapers } from '../api/paper-page';
import { BankNav } from '../components/bank-nav';
import { ErrorState, LoadingState } from '../components/page-states';
import { idParam } from '../lib/links';
import styles from '../components/bank.module.css';

const PAGE_SIZE = 10;

/** 历年真题: past papers, filtered by subject, year, region and examination level. */
export default function OverYearTrueTopicPage() {
  useDocumentTitle('历年真题');
  const [params, setParams] = useSearchParams();
  const subjectId = idParam(params.get('subjectId')) || undefined;
  const year = idParam(params.get('year')) || undefined;
  const region = params.get('region') || undefined;
  const examinationLevel = params.get('level') || undefined;
  const page = idParam(params.get('page')) || 1;

  const subjects = (useBankHome().data?.subjects ?? []).filter((subject) => subject.paperCount > 0);
  const years = usePaperYears(subjectId);
  const levels = useExaminationLevels();
  const papers = usePapers({
    page,
    size: PAGE_SIZE,
    ...(subjectId ? { subjectId } : {}),
    ...(year ? { year } : {}),
    ...(region ? { region } : {}),
    ...(examinationLevel ? { examinationLevel } : {}),
  });

  const update = (key: string, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      <section className={styles.panel}>
        <h1 className={styles.panelTitle}>历年真题</h1>
        <div className={styles.row} style={{ marginBottom: 16 }}>
          <Select
            allowClear
            placeholder="全部科目"
            style={{ width: 160 }}
            value={subjectId}
            onChange={(value?: number) => update('subjectId', value)}
            options={subjects.map((subject) => ({ value: subject.id, label: subject.name }))}
            aria-label="科目"
          />
          <Select
            allowClear
            placeholder="全部年份"
            style={{ width: 140 }}
            value={year}
            onChange={(value?: number) => update('year', value)}
            options={(years.data ?? []).map((item) => ({
              value: item.year,
              label: `${item.year}年`,
            }))}
            aria-label="年份"
          />
          <Select
            allowClear
            placeholder="全部地区"
            style={{ width: 140 }}
            value={region}
            onChange={(value?: string) => update('region', value)}
            options={(papers.data?.regions ?? []).map((name) => ({ value: name, label: name }))}
            aria-label="地区"
          />
          <Select
            allowClear
            placeholder="全部考试级别"
            style={{ width: 180 }}
            value={examinationLevel}
            onChange={(value?: string) => update('level', value)}
            options={(levels.data ?? []).map((level) => ({
              value: level.name,
              label: `${level.examType} · ${level.name}`,
            }))}
            aria-label="考试级别"
          />
        </div>
        {papers.isPending && <LoadingState />}
        {papers.isError && (
          <ErrorState error={papers.error} onRetry={() => void papers.refetch()} />
        )}
        {papers.data && papers.data.list.length === 0 && <Empty description="没有符合条件的试卷" />}
        {papers.data?.list.map((paper) => (
          <div key={paper.id} className={styles.listItem} aria-label={paper.title}>
            <div className={styles.listMain}>
              <p className={styles.listTitle}>{paper.title}</p>
              <div className={styles.listMeta}>
                <Tag>{paper.year}年</Tag>
                <Tag>{paper.region}</Tag>
                <Tag>
                  {paper.examType} · {paper.examinationLevel}
                </Tag>
                {paper.vipOnly && <Tag color="gold">VIP</Tag>}
                <span>{paper.questionCount}题</span>
                <span>限时{paper.timeLimitMinutes}分钟</span>
                {paper.doneCount > 0 && <span>已完成{paper.doneCount}次</span>}
              </div>
            </div>
            <LinkButton
              type="primary"
              to={pathTo('OverYearTrueTopicDetail', {}, { paperId: paper.id })}
            >
              {paper.locked ? '查看详情' : '去做题'}
            </LinkButton>
          </div>
        ))}
        {papers.data && papers.data.total > PAGE_SIZE && (
          <Pagination
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={papers.data.total}
            onChange={(next) => update('page', next)}
            showSizeChanger={false}
          />
        )}
      </section>
    </div>
  );
}
