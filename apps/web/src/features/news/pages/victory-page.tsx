import { useSearchParams } from 'react-router';
import { ArticleList } from '../../../components/article-list/article-list';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useArticles } from '../../../lib/api/articles';
import { useHeadColumns } from '../../../lib/api/columns';
import styles from '../components/news.module.css';

/** /victory: 上岸喜报, the stories of learners who passed. */
export default function VictoryPage() {
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page')) || 1);
  const columns = useHeadColumns();
  const column = columns.data
    ?.flatMap((top) => top.child)
    .find((child) => child.columnDir === 'beikaojingyan');
  const list = useArticles({ columnId: column?.id, page, pageSize: 20 }, !!column);
  return (
    <PageShell title="上岸喜报">
      <p className={styles.intro}>
        每一份上岸喜报背后，都是日复一日的坚持。来看看学长学姐们的备考故事，也许下一个就是你。
      </p>
      <ArticleList
        items={list.data?.list}
        loading={columns.isLoading || list.isLoading}
        empty="暂无喜报"
        pagination={
          list.data && {
            page,
            pageSize: 20,
            total: list.data.total,
            onChange: (next) => setQuery({ page: String(next) }),
          }
        }
      />
    </PageShell>
  );
}
