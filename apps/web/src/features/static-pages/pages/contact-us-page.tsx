import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { siteInfo } from '../../../lib/site-info';
import { AboutNav } from '../components/about-nav';
import styles from '../components/about.module.css';

/** /contactUs: how to reach the operator. */
export default function ContactUsPage() {
  const items = [
    ['客服热线', siteInfo.servicePhone, `服务时间：${siteInfo.serviceHours}`],
    ['课程咨询', '网页右侧“在线咨询”', '报考、选课、优惠活动均可咨询'],
    ['商务合作', 'bd@shangan.example', '高校就业、机构合作、内容授权'],
    ['意见反馈', '个人中心 · 意见反馈', '您的建议我们会在3个工作日内回复'],
  ];
  return (
    <PageShell title="联系我们" trail={[{ title: '关于我们', to: pathTo('AboutUs') }]}>
      <AboutNav />
      <div className={styles.cards}>
        {items.map(([title, value, note]) => (
          <section key={title} className={styles.card}>
            <h2>{title}</h2>
            <p>
              <strong>{value}</strong>
            </p>
            <p>{note}</p>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
