import { Steps } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { AboutNav } from '../components/about-nav';
import styles from '../components/about.module.css';

const STAGES = [
  { title: '基础阶段', content: '行测五大模块、申论五类题型逐一精讲，建立完整的知识框架。' },
  { title: '强化阶段', content: '专项限时训练与错题复盘，补齐短板，提高做题速度。' },
  { title: '冲刺阶段', content: '全真模考与押题串讲，熟悉考场节奏，稳定发挥。' },
  { title: '面试阶段', content: '结构化面试与无领导小组实战演练，一对一点评。' },
];

/** /system: the teaching system behind the courses. */
export default function SystemPage() {
  return (
    <PageShell title="教学体系" trail={[{ title: '关于我们', to: pathTo('AboutUs') }]}>
      <AboutNav />
      <div className={styles.text}>
        <p>
          上岸的课程按照“基础—强化—冲刺—面试”四个阶段设计，每个阶段都配有对应的题库练习和阶段测评，学员可以根据测评结果调整学习计划。
        </p>
      </div>
      <Steps
        orientation="vertical"
        current={-1}
        items={STAGES.map((stage) => ({ title: stage.title, description: stage.content }))}
      />
    </PageShell>
  );
}
