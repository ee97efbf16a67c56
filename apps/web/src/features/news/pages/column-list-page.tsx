import { Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { columnUrl } from '../../../lib/paths';
import { useHeadColumns } from '../../../lib/api/columns';
import { ColumnPage } from '../components/column-page';
import styles from './column-list-page.module.css';

/** /columnList: one column's list with ?columnId=, otherwise every column and sub-column. */
export default function ColumnListPage() {
  const [query] = useSearchParams();
  const columns = useHeadColumns();
  if (query.get('columnId') || query.get('id')) return <ColumnPage />;
  return (
    <PageShell title="全部栏目">
      {columns.isLoading && <Skeleton active />}
      <div className={styles.grid}>
        {columns.data?.map((column) => (
          <section key={column.id} className={styles.group}>
            <h2>
              <Link to={columnUrl(column)}>{column.title}</Link>
            </h2>
            <div className={styles.children}>
              {column.child.map((child) => (
                <Link key={child.id} to={columnUrl(column, child)}>
                  {child.title}
                </Link>
              ))}
            </div>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
