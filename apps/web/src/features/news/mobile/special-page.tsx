import { CapsuleTabs } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { MobileEmpty, MobileError, MobileLoading } from '../../../components/mobile/states';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useTopics } from '../api/topics';
import styles from './special-page.module.css';

const ALL = '全部';

/** /special: every topic (专题), by classification; each opens its typed article lists. */
export default function MobileSpecialPage() {
  const [query, setQuery] = useSearchParams();
  const classification = query.get('classification') ?? '';
  const all = useTopics();
  const list = useTopics(classification || undefined);

  return (
    <MobilePage title="专题">
      {all.data && all.data.classifications.length > 0 ? (
        <div className={styles.tabs}>
          <CapsuleTabs
            activeKey={classification || ALL}
            onChange={(key) =>
              setQuery(key === ALL ? {} : { classification: key }, { replace: true })
            }
          >
            {[ALL, ...all.data.classifications].map((name) => (
              <CapsuleTabs.Tab key={name} title={name} />
            ))}
          </CapsuleTabs>
        </div>
      ) : null}
      {list.isError ? (
        <MobileError onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <MobileLoading lines={8} />
      ) : list.data.list.length === 0 ? (
        <MobileEmpty title="该分类下暂无专题" />
      ) : (
        <ul className={styles.grid}>
          {list.data.list.map((topic, index) => (
            <li key={topic.id}>
              <Link to={mobilePathTo('MSpecialDetail', { id: topic.id })} className={styles.card}>
                {topic.cover ? (
                  // 640×240 seeded covers; the first two are on the first screen.
                  <img
                    src={topic.cover}
                    alt=""
                    width={640}
                    height={240}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                    className={styles.cover}
                  />
                ) : null}
                <span className={styles.text}>
                  <strong>{topic.title}</strong>
                  <span className={styles.summary}>{topic.summary}</span>
                  <span className={styles.meta}>
                    {topic.classification} · {topic.articleCount} 篇文章
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </MobilePage>
  );
}
