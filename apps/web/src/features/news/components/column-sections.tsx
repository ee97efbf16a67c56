import { Skeleton } from 'antd';
import { TitleList } from '../../../components/article-list/title-list';
import { columnUrl } from '../../../lib/paths';
import { useArticles } from '../../../lib/api/articles';
import { useHeadColumns } from '../../../lib/api/columns';
import { findColumnsByDir } from '../lib/landing-pages';
import type { ColumnNode, ColumnRef } from '../types';
import styles from './news.module.css';

function Section({ top, child }: { top: ColumnNode; child: ColumnRef | null }) {
  const column = child ?? top;
  const list = useArticles({ columnId: column.id, page: 1, pageSize: 8 });
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        {column.title}
        <a
          href={columnUrl(top, child)}
          target="_blank"
          rel="noopener"
          style={{ float: 'right', fontSize: 13, fontWeight: 400 }}
        >
          更多
        </a>
      </h2>
      <TitleList items={list.data?.list} loading={list.isLoading} />
    </section>
  );
}

/** Blocks of the newest titles of several columns, for the special landing pages. */
export function ColumnSections({ dirs }: { dirs: string[] }) {
  const { data, isLoading } = useHeadColumns();
  if (isLoading) return <Skeleton active />;
  const found = data ? findColumnsByDir(data, dirs) : [];
  return (
    <div className={styles.sections}>
      {found.map((hit) => (
        <Section key={(hit.child ?? hit.top).id} {...hit} />
      ))}
    </div>
  );
}
