import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo, topicUrl } from '../../../lib/paths';
import { useTopics } from '../api/topics';
import styles from '../components/news.module.css';

/** /topicClassification: the topics grouped by exam (公务员, 遴选, 选调生 …). */
export default function TopicClassificationPage() {
  const { data, isLoading } = useTopics();
  return (
    <PageShell title="专题分类" trail={[{ title: '专题', to: pathTo('SpecialTopics') }]}>
      {isLoading && <Skeleton active />}
      {data?.classifications.map((classification) => (
        <section key={classification} style={{ marginTop: 20 }}>
          <h2 className={styles.cardTitle}>
            <Link to={pathTo('SpecialTopics', {}, { classification })}>{classification}</Link>
          </h2>
          <div className={styles.grid}>
            {data.list
              .filter((topic) => topic.classification === classification)
              .map((topic) => (
                <Link key={topic.id} to={topicUrl(topic.id)} className={styles.topicCard}>
                  <strong>{topic.title}</strong>
                  <span>{topic.summary}</span>
                </Link>
              ))}
          </div>
        </section>
      ))}
    </PageShell>
  );
}
