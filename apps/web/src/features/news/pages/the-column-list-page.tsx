import { ColumnPage } from '../components/column-page';

/** /column/{city?}/{attribute?}/list/{dir.html}/{subDir?}: the named route TheColumnList. */
export default function TheColumnListPage() {
  return <ColumnPage />;
}
