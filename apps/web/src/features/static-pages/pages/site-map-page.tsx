import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { columnUrl, enterpriseUrl, homeUrl, pathTo } from '../../../lib/paths';
import { useCitySites, useHeadColumns } from '../../../lib/api/columns';
import styles from './site-map-page.module.css';

const GROUPS: Array<{ title: string; links: Array<{ label: string; to: string }> }> = [
  {
    title: '课程学习',
    links: [
      { label: '网校', to: pathTo('List') },
      { label: '课程', to: pathTo('Course') },
      { label: '课程列表', to: pathTo('CourseList') },
      { label: '公开课', to: pathTo('publicClass') },
      { label: '直播课', to: pathTo('Live') },
      { label: '视频课程', to: pathTo('Videos') },
      { label: '图书', to: pathTo('Book') },
    ],
  },
  {
    title: '题库练习',
    links: [
      { label: '题库首页', to: pathTo('QuestionBank') },
      { label: '历年真题', to: pathTo('OverYearTrueTopic') },
      { label: '专项训练', to: pathTo('SpecialTraining') },
      { label: '模考大赛', to: pathTo('MockTest') },
      { label: '心理测评', to: pathTo('PsychologyTest') },
      { label: '做题记录', to: pathTo('Record') },
    ],
  },
  {
    title: '考试资讯',
    links: [
      { label: '遴选专题', to: pathTo('LxSpecial') },
      { label: '专题', to: pathTo('SpecialTopics') },
      { label: '专题分类', to: pathTo('TopicClassification') },
      { label: '标签聚合', to: pathTo('tagAggregation') },
      { label: '全部栏目', to: pathTo('ColumnList') },
      { label: '考情预测', to: pathTo('Forecast') },
      { label: '国考专区', to: pathTo('ToCountry') },
      { label: '精选推荐', to: pathTo('Recommend') },
      { label: '上岸喜报', to: pathTo('Victory') },
      { label: '搜索', to: pathTo('Search') },
    ],
  },
  {
    title: '会员服务',
    links: [
      { label: 'VIP权益', to: pathTo('VipRights') },
      { label: '个人中心', to: pathTo('PersonalCenter') },
      { label: '我的课程', to: pathTo('MyCourse') },
      { label: '我的订单', to: pathTo('Order') },
      { label: '我的收藏', to: pathTo('MyCollection') },
      { label: '意见反馈', to: pathTo('Feedback') },
    ],
  },
  {
    title: '关于上岸',
    links: [
      { label: '关于我们', to: pathTo('AboutUs') },
      { label: '企业文化', to: enterpriseUrl(2) },
      { label: '发展历程', to: enterpriseUrl(3) },
      { label: '联系我们', to: pathTo('ContactUs') },
      { label: '加入我们', to: pathTo('JoinUs') },
      { label: '免责声明', to: pathTo('Statement') },
      { label: '下载APP', to: pathTo('download') },
    ],
  },
];

/** /siteMap: the news columns and city sub-sites from the server, then the site's sections. */
export default function SiteMapPage() {
  const columns = useHeadColumns();
  const cities = useCitySites();
  const newsGroups = (columns.data ?? []).map((column) => ({
    title: column.title,
    links: [
      { label: `${column.title}首页`, to: columnUrl(column) },
      ...column.child.map((child) => ({ label: child.title, to: columnUrl(column, child) })),
    ],
  }));
  const cityGroup = cities.data?.length
    ? [
        {
          title: '城市分站',
          links: cities.data.map((city) => ({
            label: `${city.name}站`,
            to: homeUrl(String(city.cityId)),
          })),
        },
      ]
    : [];
  return (
    <PageShell title="网站地图">
      <div className={styles.groups}>
        {[...newsGroups, ...cityGroup].map((group) => (
          <section key={group.title} className={styles.group}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {GROUPS.map((group) => (
          <section key={group.title} className={styles.group}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
