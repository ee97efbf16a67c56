import { Segmented, Skeleton, Empty } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { topicUrl } from '../../../lib/paths';
import { useTopics } from '../api/topics';
import styles from '../components/news.module.css';

const ALL = '全部';

/** /specialTopics: every topic (专题), filterable by classification. */
export default function SpecialTopicsPage() {
  const [query, setQuery] = useSearchParams();
  const classification = query.get('classification') ?? '';
  const all = useTopics();
  const list = useTopics(classification || undefined);
  return (
    <PageShell title="专题">
      {all.data && (
        <Segmented
          options={[ALL, ...all.data.classifications]}
          value={classification || ALL}
          onChange={(value) => setQuery(value === ALL ? {} : { classification: String(value) })}
          style={{ margin: '12px 0 20px' }}
        />
      )}
      {list.isLoading && <Skeleton active />}
      {list.data && list.data.list.length === 0 && <Empty description="该分类下暂无专题" />}
      <div className={styles.grid}>
        {list.data?.list.map((topic) => (
          <Link key={topic.id} to={topicUrl(topic.id)} className={styles.topicCard}>
            {topic.cover && (
              // 640×240 seeded covers; the sizes keep the grid still while they load.
              <img
                src={topic.cover}
                alt={`${topic.title}专题封面`}
                width={640}
                height={240}
                loading="lazy"
                decoding="async"
                className={styles.topicCover}
              />
            )}
            <strong>{topic.title}</strong>
            <span>{topic.summary}</span>
            <span>
              {topic.classification} · {topic.articleCount} 篇文章
            </span>
          </Link>
        ))}
      </div>
    </PageShell>
  );
}
