import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ArticleList } from '../../../components/article-list/article-list';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useColumnArticles, useColumnTree } from '../api/paper-articles';

/** /oldExam: past papers with answers, and the way into practising them in the bank. */
export default function OldExamPage() {
  const [query, setQuery] = useSearchParams();
  const tree = useColumnTree();
  const papers = tree.data?.find((column) => column.columnDir === 'kaoshizhenti');
  const tabs = papers ? [{ id: papers.id, title: '全部' }, ...papers.child] : [];
  const columnId = Number(query.get('columnId')) || papers?.id;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const list = useColumnArticles(columnId, page);
  return (
    <PageShell title="历年真题">
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LinkButton type="primary" to={pathTo('OverYearTrueTopic')}>
          去题库在线练习
        </LinkButton>
      </div>
      <Tabs
        activeKey={String(columnId ?? '')}
        onChange={(key) => setQuery({ columnId: key })}
        items={tabs.map((tab) => ({ key: String(tab.id), label: tab.title }))}
      />
      <ArticleList
        items={list.data?.list}
        loading={tree.isLoading || list.isLoading}
        empty="暂无真题"
        pagination={
          list.data && {
            page,
            pageSize: 20,
            total: list.data.total,
            onChange: (next) => setQuery({ columnId: String(columnId), page: String(next) }),
          }
        }
      />
    </PageShell>
  );
}
