import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ShortAnswer2Page() {
  return <ComingSoonPage title="简答题（新版）" />;
}
