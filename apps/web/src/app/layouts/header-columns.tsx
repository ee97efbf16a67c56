import { HEADER_MAX_COLUMNS, HIDDEN_HEADER_COLUMN_TITLE } from '@shangan/shared';
import { useHeadColumns } from '../../lib/api/columns';
import type { CityRef, ColumnNode } from '../../lib/api/columns';
import { columnUrl } from '../../lib/paths';
import styles from './site-header.module.css';

/** The first nine columns except 企业新闻 (HEADER_MAX_COLUMNS, HIDDEN_HEADER_COLUMN_TITLE). */
export function visibleColumns(columns: ColumnNode[]): ColumnNode[] {
  return columns
    .filter((column) => column.title !== HIDDEN_HEADER_COLUMN_TITLE)
    .slice(0, HEADER_MAX_COLUMNS);
}

/** The news column bar under the main navigation; each column opens in a new tab. */
export function HeaderColumns({ city }: { city: Pick<CityRef, 'cityId' | 'dir'> | null }) {
  const { data, isPending } = useHeadColumns();
  if (isPending) {
    // The bar's height is kept while the columns load: a bar appearing later would push the
    // whole page down under the reader's eyes (layout shift). One blank entry styled as a column
    // gives exactly its height at every screen width.
    return (
      <div className={styles.columns} aria-hidden="true">
        <div className={`page-container ${styles.columnsInner}`}>
          <span className={styles.column}>&nbsp;</span>
        </div>
      </div>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <nav className={styles.columns} aria-label="资讯栏目">
      <div className={`page-container ${styles.columnsInner}`}>
        {visibleColumns(data).map((column) => (
          <a
            key={column.id}
            href={columnUrl(column, null, city)}
            target="_blank"
            rel="noopener"
            className={styles.column}
          >
            {column.title}
          </a>
        ))}
      </div>
    </nav>
  );
}
