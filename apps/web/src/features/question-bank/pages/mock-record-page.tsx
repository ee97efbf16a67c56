import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MockRecordPage() {
  return <ComingSoonPage title="模考记录" />;
}
