import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { AboutAds } from '../components/about-ads';
import { AboutNav } from '../components/about-nav';
import styles from '../components/about.module.css';

const FEATURES = [
  ['资讯全', '覆盖国考、省考、遴选、选调生、事业单位和军队文职，31个省份招考信息每日更新。'],
  ['题库准', '收录近十年真题逾10万道，每道题都有文字解析，部分配有视频和AI智能解析。'],
  ['课程系', '笔试系统班、面试特训营、遴选专项课，名师直播与录播结合，随时回看。'],
  ['服务暖', '班主任督学、申论人工批改、模拟面试点评，学习路上不是一个人。'],
  ['城市站', '北京、上海、南京、杭州、成都等城市分站，提供本地招考信息和报考指导。'],
  ['多端学', '网站、APP进度同步，通勤路上刷题，回家继续看课。'],
];

/** /feature: what the platform offers learners. */
export default function FeaturePage() {
  return (
    <PageShell title="我们的特色" trail={[{ title: '关于我们', to: pathTo('AboutUs') }]}>
      <AboutNav />
      <div className={styles.cards}>
        {FEATURES.map(([title, text]) => (
          <section key={title} className={styles.card}>
            <h2>{title}</h2>
            <p>{text}</p>
          </section>
        ))}
      </div>
      <AboutAds />
    </PageShell>
  );
}
