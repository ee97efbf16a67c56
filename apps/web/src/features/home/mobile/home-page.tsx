import { Skeleton } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { ExamList } from '../../../components/mobile/exam-list';
import { SectionBlock } from '../../../components/mobile/section-block';
import { SiteSwitchFooter } from '../../../components/mobile/site-switch-footer';
import { MobileError } from '../../../components/mobile/states';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { SITE_NAME } from '../../../lib/site-info';
import { useHomeData } from '../api/home-data';
import { HomeBanners } from './home-banners';
import { HomeEntries } from './home-entries';
import { HomeNews } from './home-news';
import { HomeTopics } from './home-topics';
import styles from './home-page.module.css';

/** Exams shown on the home page; the forecast page lists them all. */
const EXAMS_SHOWN = 3;

/** The news block's shape while the home data arrives, so the page below it does not jump. */
function NewsPlaceholder() {
  return (
    <div className={styles.newsPlaceholder} aria-busy="true" aria-label="资讯加载中">
      {/* Still grey lines: a shimmer would repaint the first screen every frame while it loads. */}
      <Skeleton.Title />
      <Skeleton.Paragraph lineCount={8} />
    </div>
  );
}

/**
 * The mobile home (首页 tab): search, banners, the site's doors, the newest exam news by
 * column, the exams ahead and hot topics. One request (the home data) fills it; the header and
 * the doors need none, so the first screen is drawn at once.
 */
export default function MobileHomePage() {
  const home = useHomeData(null);
  useDocumentTitle(null);
  const data = home.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.logo}>{SITE_NAME}</h1>
        <Link to={mobilePathTo('MSearch')} className={styles.search} aria-label="搜索">
          <span className={styles.pill}>
            <SearchOutline aria-hidden="true" />
            <span className={styles.hint}>搜索公告、职位表、真题</span>
          </span>
        </Link>
      </header>

      <HomeBanners banners={data?.banners ?? (home.isError ? [] : undefined)} />
      <HomeEntries />

      <SectionBlock title="考试资讯" more={{ to: mobilePathTo('MArticleList') }}>
        {data ? (
          <HomeNews data={data} />
        ) : home.isError ? (
          <MobileError
            description="首页内容没有加载出来，请稍后重试"
            onRetry={() => void home.refetch()}
          />
        ) : (
          <NewsPlaceholder />
        )}
      </SectionBlock>

      {data && data.examCalendar.length > 0 ? (
        <SectionBlock title="考试日历" more={{ label: '考情预测', to: mobilePathTo('MForecast') }}>
          <ExamList exams={data.examCalendar.slice(0, EXAMS_SHOWN)} />
        </SectionBlock>
      ) : null}

      {data && data.topics.length > 0 ? (
        <SectionBlock title="热门专题" more={{ label: '全部专题', to: mobilePathTo('MSpecial') }}>
          <HomeTopics topics={data.topics} />
        </SectionBlock>
      ) : null}

      <SiteSwitchFooter />
    </div>
  );
}
