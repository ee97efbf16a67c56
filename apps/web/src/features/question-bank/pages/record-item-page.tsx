import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function RecordItemPage() {
  return <ComingSoonPage title="做题记录详情" />;
}
