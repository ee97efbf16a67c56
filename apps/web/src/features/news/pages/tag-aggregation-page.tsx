import { Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ArticleList } from '../../../components/article-list/article-list';
import { PageShell } from '../../../components/page-shell/page-shell';
import { tagUrl } from '../../../lib/paths';
import { useArticles } from '../../../lib/api/articles';
import { useTags } from '../api/tags';

/** /tagAggregation?tagId=: every article carrying a tag, with the tag cloud to switch. */
export default function TagAggregationPage() {
  const [query, setQuery] = useSearchParams();
  const tags = useTags();
  const tagId = Number(query.get('tagId')) || tags.data?.[0]?.id;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const current = tags.data?.find((tag) => tag.id === tagId);
  const list = useArticles({ tagId, page, pageSize: 20 }, !!tagId);
  return (
    <PageShell title={current ? `标签：${current.name}` : '标签聚合'}>
      {tags.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '12px 0 8px' }}>
        {tags.data?.map((tag) => (
          <Link key={tag.id} to={tagUrl(tag.id)}>
            <Tag color={tag.id === tagId ? 'volcano' : undefined}>
              {tag.name}（{tag.articleCount}）
            </Tag>
          </Link>
        ))}
      </div>
      <ArticleList
        items={list.data?.list}
        loading={list.isLoading}
        empty="该标签下暂无文章"
        pagination={
          list.data && {
            page,
            pageSize: 20,
            total: list.data.total,
            onChange: (next) => setQuery({ tagId: String(tagId), page: String(next) }),
          }
        }
      />
    </PageShell>
  );
}
