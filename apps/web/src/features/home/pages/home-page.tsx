import { Alert } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { QuickEntries } from '../components/quick-entries';
import styles from './home-page.module.css';

export default function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <section className={styles.hero}>
        <div className={`page-container ${styles.heroInner}`}>
          <h1>上岸 · 公务员 / 选调生考试备考</h1>
          <p>考试公告、网校课程、题库练习、历年真题，一站式陪你备考上岸。</p>
          <div className={styles.heroActions}>
            <LinkButton size="large" className={styles.heroPrimary} to={pathTo('List')}>
              进入网校
            </LinkButton>
            <LinkButton size="large" ghost to={pathTo('QuestionBank')}>
              开始刷题
            </LinkButton>
          </div>
        </div>
      </section>
      <div className={`page-container ${styles.body}`}>
        <QuickEntries />
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title="首页资讯栏目建设中"
          description="考试公告、热门文章和课程推荐将在这里集中展示，敬请期待。"
        />
      </div>
    </>
  );
}
