import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function FillInPage() {
  return <ComingSoonPage title="填空题" />;
}
