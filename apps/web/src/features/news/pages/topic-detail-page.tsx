import { Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ArticleList } from '../../../components/article-list/article-list';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useTopicDetail } from '../api/topic-detail';
import { useTopicTypeArticles } from '../api/topic-type-articles';
import styles from '../components/news.module.css';

/** /topicDetail?id=: a topic's typed article lists, one tab per type, paged. */
export default function TopicDetailPage() {
  const [query, setQuery] = useSearchParams();
  const id = Number(query.get('id'));
  const topic = useTopicDetail(id);
  const type = Number(query.get('type')) || topic.data?.types[0]?.type;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const list = useTopicTypeArticles(id, type, page);

  if (topic.isError || (!topic.isLoading && !topic.data)) {
    return (
      <PageResult
        status="404"
        title="专题不存在"
        action={{ label: '查看全部专题', to: pathTo('SpecialTopics') }}
      />
    );
  }
  return (
    <PageShell
      title={topic.data?.title ?? '专题'}
      trail={[{ title: '专题', to: pathTo('SpecialTopics') }]}
    >
      {topic.isLoading && <Skeleton active />}
      {topic.data && (
        <>
          {topic.data.cover && (
            // The topic's header picture is the first thing on the page: no lazy loading.
            <img
              src={topic.data.cover}
              alt={`${topic.data.title}专题头图`}
              width={640}
              height={240}
              className={styles.topicBanner}
            />
          )}
          <p style={{ color: '#4e5969' }}>{topic.data.summary}</p>
          <Tabs
            activeKey={String(type)}
            onChange={(key) => setQuery({ id: String(id), type: key })}
            items={topic.data.types.map((item) => ({
              key: String(item.type),
              label: item.name,
            }))}
          />
          <ArticleList
            items={list.data?.list}
            loading={list.isLoading}
            empty="该栏目下暂无文章"
            pagination={
              list.data && {
                page,
                pageSize: list.data.pageSize,
                total: list.data.total,
                onChange: (next) =>
                  setQuery({ id: String(id), type: String(type), page: String(next) }),
              }
            }
          />
        </>
      )}
    </PageShell>
  );
}
