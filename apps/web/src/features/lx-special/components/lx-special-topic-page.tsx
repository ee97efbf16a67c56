import { Table } from 'antd';
import { ArticleList } from '../../../components/article-list/article-list';
import { PageShell } from '../../../components/page-shell/page-shell';
import { columnUrl } from '../../../lib/paths';
import { useLxColumnArticles, useLxExams } from '../api/column-articles';
import { LX_CONTENT } from '../lx-special-content';
import { lxSpecialTopicTitle } from '../lx-special-topics';
import type { LxSpecialTopicId } from '../lx-special-topics';
import styles from './lx-special-topic-page.module.css';

/** One page of the 遴选 section: the guidance for that stage and the latest related articles. */
export function LxSpecialTopicPage({ id }: { id: LxSpecialTopicId }) {
  const content = LX_CONTENT[id];
  const { column, list, loading } = useLxColumnArticles(content.columnDir);
  const exams = useLxExams(!!content.calendar);
  return (
    <PageShell title={lxSpecialTopicTitle(id)} bare>
      <div className={styles.guide}>
        {content.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {content.calendar && (
        <Table
          className={styles.block}
          rowKey="id"
          size="middle"
          pagination={false}
          loading={exams.isLoading}
          dataSource={exams.data ?? []}
          locale={{ emptyText: '近期暂无遴选考试安排' }}
          columns={[
            { title: '考试', dataIndex: 'title' },
            {
              title: '报名时间',
              render: (_: unknown, exam: { signupStart: string; signupEnd: string }) =>
                `${exam.signupStart} 至 ${exam.signupEnd}`,
            },
            { title: '笔试日期', dataIndex: 'examDate' },
          ]}
        />
      )}
      <h2 className={styles.heading}>
        相关资讯
        {column && (
          <a href={columnUrl(column.top, column.child)} target="_blank" rel="noopener">
            更多
          </a>
        )}
      </h2>
      <ArticleList items={list.data?.list} loading={loading} empty="暂无相关资讯" />
    </PageShell>
  );
}
