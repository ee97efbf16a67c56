import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function RecordPage() {
  return <ComingSoonPage title="做题记录" />;
}
