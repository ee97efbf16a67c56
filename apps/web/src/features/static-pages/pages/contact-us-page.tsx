import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { AboutNav } from '../components/about-nav';
import styles from '../components/about.module.css';

/** /contactUs: how to reach the operator; a channel the operator has not set is left out. */
export default function ContactUsPage() {
  const contact = useSiteConfig().data?.contact;
  const items: Array<[title: string, value: string, note: string]> = [];
  if (contact?.servicePhone) {
    const hours = contact.serviceHours ? `服务时间：${contact.serviceHours}` : '';
    items.push(['客服热线', contact.servicePhone, hours || '报考、选课、订单问题均可咨询']);
  }
  items.push(['课程咨询', '网页右侧快捷服务栏', '在线咨询或留言，报考、选课、优惠活动均可咨询']);
  if (contact?.email) items.push(['商务合作', contact.email, '高校就业、机构合作、内容授权']);
  items.push(['意见反馈', '个人中心 · 意见反馈', '您的建议我们会在3个工作日内回复']);
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
