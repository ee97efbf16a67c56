import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function AiAnalysisPage() {
  return <ComingSoonPage title="AI解析" />;
}
