import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ProgressBarPage() {
  return <ComingSoonPage title="答题进度" />;
}
