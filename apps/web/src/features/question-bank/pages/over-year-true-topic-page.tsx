import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function OverYearTrueTopicPage() {
  return <ComingSoonPage title="历年真题" />;
}
