import { PageShell } from '../../../components/page-shell/page-shell';
import { TitleList } from '../../../components/article-list/title-list';
import { useWeekHot } from '../api/week-hot';
import { ColumnSections } from '../components/column-sections';
import { RECOMMEND_COLUMN_DIRS } from '../lib/landing-pages';
import styles from '../components/news.module.css';

/** /recommend: 精选推荐, the week's most read and the editors' picks of guidance. */
export default function RecommendPage() {
  const hot = useWeekHot();
  return (
    <PageShell title="精选推荐">
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>本周最受关注</h2>
        <TitleList items={hot.data} loading={hot.isLoading} ranked />
      </section>
      <ColumnSections dirs={RECOMMEND_COLUMN_DIRS} />
    </PageShell>
  );
}
