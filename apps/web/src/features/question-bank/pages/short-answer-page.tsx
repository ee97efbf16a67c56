import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ShortAnswerPage() {
  return <ComingSoonPage title="简答题" />;
}
