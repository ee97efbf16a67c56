import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function OldExamPage() {
  return <ComingSoonPage title="历年真题" />;
}
