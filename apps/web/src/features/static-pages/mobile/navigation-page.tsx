import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { MobilePage } from '../../../components/mobile/mobile-page';
import { SiteSwitchFooter } from '../../../components/mobile/site-switch-footer';
import { MobileError } from '../../../components/mobile/states';
import { SectionBlock } from '../../../components/mobile/section-block';
import { useHeadColumns } from '../../../lib/api/columns';
import { mobilePathTo } from '../../../lib/mobile-paths';
import styles from './static-pages.module.css';

/** The site's sections on a phone, as the desktop site map groups them. */
const GROUPS: ReadonlyArray<{
  title: string;
  links: ReadonlyArray<{ label: string; to: string }>;
}> = [
  {
    title: '课程学习',
    links: [
      { label: '网校课程', to: mobilePathTo('MCourse') },
      { label: '公开课', to: mobilePathTo('MPublicClass') },
      { label: '视频课程', to: mobilePathTo('MVideos') },
      { label: '备考图书', to: mobilePathTo('MBooks') },
    ],
  },
  {
    title: '题库练习',
    links: [
      { label: '题库首页', to: mobilePathTo('MQuestionBank') },
      { label: '历年真题', to: mobilePathTo('MTrueQuestion') },
      { label: '模考大赛', to: mobilePathTo('MMockExam') },
      { label: '我的收藏', to: mobilePathTo('MFavorites') },
      { label: '错题本', to: mobilePathTo('MErrorBook') },
    ],
  },
  {
    title: '考试资讯',
    links: [
      { label: '最新资讯', to: mobilePathTo('MArticleList') },
      { label: '专题', to: mobilePathTo('MSpecial') },
      { label: '标签聚合', to: mobilePathTo('MTags') },
      { label: '考情预测', to: mobilePathTo('MForecast') },
      { label: '精选推荐', to: mobilePathTo('MRecommend') },
      { label: '站内搜索', to: mobilePathTo('MSearch') },
    ],
  },
  {
    title: '会员服务',
    links: [
      { label: '个人中心', to: mobilePathTo('MProfile') },
      { label: 'VIP会员', to: mobilePathTo('MVipCenter') },
      { label: '我的订单', to: mobilePathTo('MOrder') },
      { label: '个人资料', to: mobilePathTo('MUserInfo') },
    ],
  },
  {
    title: '关于上岸',
    links: [
      { label: '企业新闻', to: mobilePathTo('MCorporateNews') },
      { label: '下载APP', to: mobilePathTo('MDownload') },
    ],
  },
];

function ColumnGroups() {
  const columns = useHeadColumns();
  if (columns.isError) return <MobileError onRetry={() => void columns.refetch()} />;
  if (!columns.data) {
    return <div className={styles.columnsPlaceholder} aria-busy="true" aria-label="栏目加载中" />;
  }
  return (
    <ul className={styles.columns}>
      {columns.data.map((column) => (
        <li key={column.id} className={styles.column}>
          <Link
            to={mobilePathTo('MArticleList', {}, { columnId: column.id })}
            className={styles.columnTitle}
          >
            {column.title}
            <RightOutline aria-hidden="true" />
          </Link>
          {column.child.length > 0 ? (
            <div className={styles.links}>
              {column.child.map((child) => (
                <Link
                  key={child.id}
                  to={mobilePathTo('MArticleList', {}, { columnId: child.id })}
                  className={styles.link}
                >
                  {child.title}
                </Link>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /navigation: every news column and section of the site, for the thumb. */
export default function MobileNavigationPage() {
  return (
    <MobilePage title="网站导航">
      <SectionBlock title="资讯栏目">
        <ColumnGroups />
      </SectionBlock>
      {GROUPS.map((group) => (
        <SectionBlock key={group.title} title={group.title}>
          <div className={`${styles.links} ${styles.padded}`}>
            {group.links.map((link) => (
              <Link key={link.label} to={link.to} className={styles.link}>
                {link.label}
              </Link>
            ))}
          </div>
        </SectionBlock>
      ))}
      <SiteSwitchFooter desktopPath="/siteMap" />
    </MobilePage>
  );
}
