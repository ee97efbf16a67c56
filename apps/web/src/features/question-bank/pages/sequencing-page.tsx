import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SequencingPage() {
  return <ComingSoonPage title="排序题" />;
}
