import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MockExamExplainPage() {
  return <ComingSoonPage title="模考说明" />;
}
