import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { AboutNav } from '../components/about-nav';
import styles from '../components/about.module.css';

const JOBS = [
  ['申论讲师', '全职 · 北京/线上', '三年以上公考申论教学经验，能独立设计课程并批改作文。'],
  ['面试讲师', '全职 · 南京/杭州', '熟悉结构化面试与无领导小组讨论，有模拟面试带班经验。'],
  ['题库编辑', '全职 · 成都', '负责真题整理、解析撰写与审校，法学、中文、经济类专业优先。'],
  ['前端工程师', '全职 · 北京', '熟悉 React 与 TypeScript，关注移动端性能与可访问性。'],
];

/** /joinUs: open positions. */
export default function JoinUsPage() {
  const hrEmail = useSiteConfig().data?.contact.hrEmail ?? '';
  return (
    <PageShell title="加入我们" trail={[{ title: '关于我们', to: pathTo('AboutUs') }]}>
      <AboutNav />
      <p>
        我们在寻找热爱教育、认真负责的你。
        {hrEmail && (
          <>
            简历请发送至 <a href={`mailto:${hrEmail}`}>{hrEmail}</a>，邮件标题注明“应聘岗位-姓名”。
          </>
        )}
      </p>
      <div className={styles.cards}>
        {JOBS.map(([title, place, text]) => (
          <section key={title} className={styles.card}>
            <h2>{title}</h2>
            <p>{place}</p>
            <p>{text}</p>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
