import { Alert, Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { TitleList } from '../../../components/article-list/title-list';
import { columnUrl, pathTo, topicUrl } from '../../../lib/paths';
import { useHomeData } from '../api/home-data';
import { BannerCarousel } from './banner-carousel';
import { ExamCalendar } from './exam-calendar';
import { PopAdDialog } from './pop-ad-dialog';
import { QuickEntries } from './quick-entries';
import { SectionCard } from './section-card';
import { SignCard } from './sign-card';
import { Teasers } from './teasers';
import styles from './home.module.css';

/** The home page of the main site (cityId null) or of a city sub-site. */
export function HomeView({ cityId }: { cityId: number | null }) {
  const { data, isLoading, isError, refetch } = useHomeData(cityId);

  if (isLoading) {
    return (
      <div className={`page-container ${styles.page}`}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className={`page-container ${styles.page}`}>
        <Alert
          type="error"
          showIcon
          title={cityId ? '分站首页加载失败' : '首页加载失败'}
          description="可能是网络不稳定或该分站不存在，请稍后重试。"
          action={<Button onClick={() => void refetch()}>重试</Button>}
        />
      </div>
    );
  }

  const city = data.city;
  return (
    <div className={`page-container ${styles.page}`}>
      {city && (
        <h1 className={styles.cityTitle}>
          上岸 · {city.name}站<span>{city.province}公务员、事业单位、选调生考试资讯</span>
        </h1>
      )}
      <div className={styles.top}>
        <BannerCarousel banners={data.banners} />
        <div className={styles.topSide}>
          <SignCard />
          <SectionCard title="最新资讯" className={styles.headlines}>
            <TitleList items={data.headlines.slice(0, 7)} />
          </SectionCard>
        </div>
      </div>

      <QuickEntries />

      <div className={styles.body}>
        <div className={styles.blocks}>
          {data.columnBlocks.map((block) => (
            <SectionCard
              key={block.column.id}
              title={block.column.title}
              extra={
                <a
                  href={columnUrl(block.column, null, city)}
                  target="_blank"
                  rel="noopener"
                  className={styles.more}
                >
                  更多
                </a>
              }
            >
              <div className={styles.childLinks}>
                {block.children.map((child) => (
                  <a
                    key={child.id}
                    href={columnUrl(block.column, child, city)}
                    target="_blank"
                    rel="noopener"
                  >
                    {child.title}
                  </a>
                ))}
              </div>
              <TitleList items={block.articles} />
            </SectionCard>
          ))}
        </div>
        <aside className={styles.aside}>
          <SectionCard title="本周热门">
            <TitleList items={data.weekHot} ranked />
          </SectionCard>
          <SectionCard title="考试日历">
            <ExamCalendar exams={data.examCalendar} />
          </SectionCard>
          <SectionCard
            title="热门专题"
            extra={
              <Link to={pathTo('SpecialTopics')} className={styles.more}>
                全部
              </Link>
            }
          >
            <ul className={styles.topics}>
              {data.topics.map((topic) => (
                <li key={topic.id}>
                  <Link to={topicUrl(topic.id)}>
                    <strong>{topic.title}</strong>
                    <span>{topic.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </SectionCard>
          <SectionCard
            title="精品课程"
            extra={
              <Link to={pathTo('List')} className={styles.more}>
                网校
              </Link>
            }
          >
            <Teasers items={data.courses} kind="course" />
          </SectionCard>
          <SectionCard
            title="备考图书"
            extra={
              <Link to={pathTo('Book')} className={styles.more}>
                更多
              </Link>
            }
          >
            <Teasers items={data.books} kind="book" />
          </SectionCard>
        </aside>
      </div>

      {data.friendlyLinks.length > 0 && (
        <SectionCard title="友情链接" className={styles.links}>
          <div className={styles.linkList}>
            {data.friendlyLinks.map((link) => (
              <a key={link.link} href={link.link} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            ))}
          </div>
        </SectionCard>
      )}
      <PopAdDialog cityId={cityId} />
    </div>
  );
}
