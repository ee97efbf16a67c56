import { ColumnPage } from '../components/column-page';

/** /columnGov/…: the government-institution column list, same parameters as TheColumnList. */
export default function ColumnGovPage() {
  return <ColumnPage gov />;
}
