import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ColumnGovPage() {
  return <ComingSoonPage title="机关单位栏目" />;
}
