import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function AnalysisPage() {
  return <ComingSoonPage title="答案解析" />;
}
