import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { PagedList } from '../../../components/mobile/paged-list';
import { MobileEmpty, MobileError, MobileLoading } from '../../../components/mobile/states';
import { isApiError } from '../../../lib/api';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useTopicDetail } from '../api/topic-detail';
import { useTopicTypePages } from '../api/topic-type-articles';
import { ArticleRow } from './news-rows';
import styles from './special-detail-page.module.css';
import newsStyles from './news-mobile.module.css';

/**
 * /special/{id}?type=: a topic (专题) with its header picture and summary, one tab per type
 * of article (最新公告, 备考指导 …), each a list that grows as it is scrolled.
 */
export default function MobileSpecialDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const topic = useTopicDetail(id);
  const askedType = Number(query.get('type'));
  const types = topic.data?.types ?? [];
  const type = types.find((item) => item.type === askedType)?.type ?? types[0]?.type;
  const list = useTopicTypePages(id, type);

  if (!valid || (topic.isError && isApiError(topic.error) && topic.error.kind === 'business')) {
    return (
      <MobilePage title="专题" documentTitle="专题不存在">
        <MobileEmpty title="专题不存在" description="该专题可能已下线">
          <Button color="primary" size="small" onClick={() => navigate(mobilePathTo('MSpecial'))}>
            查看全部专题
          </Button>
        </MobileEmpty>
      </MobilePage>
    );
  }
  if (topic.isError) {
    return (
      <MobilePage title="专题">
        <MobileError onRetry={() => void topic.refetch()} />
      </MobilePage>
    );
  }
  if (!topic.data) {
    return (
      <MobilePage title="专题">
        <div className={styles.bannerPlaceholder} aria-hidden="true" />
        <MobileLoading lines={8} />
      </MobilePage>
    );
  }
  const data = topic.data;
  return (
    <MobilePage title="专题" documentTitle={data.title}>
      <header className={styles.head}>
        {data.cover ? (
          // The topic's header picture is the first thing on the page: no lazy loading.
          <img
            src={data.cover}
            alt=""
            width={640}
            height={240}
            fetchPriority="high"
            className={styles.banner}
          />
        ) : null}
        <h1 className={styles.title}>{data.title}</h1>
        {data.summary ? <p className={styles.summary}>{data.summary}</p> : null}
      </header>
      {types.length === 0 ? (
        <MobileEmpty title="该专题暂无文章" />
      ) : (
        <>
          <div className={newsStyles.stickyTabs}>
            <Tabs
              activeKey={String(type)}
              onChange={(key) => setQuery({ type: key }, { replace: true })}
              style={{ '--title-font-size': '15px' }}
            >
              {types.map((item) => (
                <Tabs.Tab key={String(item.type)} title={item.name} />
              ))}
            </Tabs>
          </div>
          <div className={newsStyles.list}>
            <PagedList
              query={list}
              itemsOf={(page) => page.list}
              emptyText="该栏目下暂无文章"
              renderItem={(article) => <ArticleRow key={article.id} article={article} />}
            />
          </div>
        </>
      )}
    </MobilePage>
  );
}
