import { TitleList } from '../../../components/article-list/title-list';
import { useHotColumn } from '../api/hot-column';
import { useWeekHot } from '../api/week-hot';
import styles from './news.module.css';

/** The right-hand column of news pages: this column's most read, then the week's. */
export function HotSidebar({ columnId, cityId }: { columnId?: number; cityId?: number }) {
  const column = useHotColumn(columnId);
  const week = useWeekHot(cityId);
  return (
    <aside className={styles.aside}>
      {columnId ? (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>栏目热门</h2>
          <TitleList items={column.data} loading={column.isLoading} ranked />
        </section>
      ) : null}
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>本周热门</h2>
        <TitleList items={week.data} loading={week.isLoading} ranked />
      </section>
    </aside>
  );
}
