import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function AnalysisItemPage() {
  return <ComingSoonPage title="题目解析" />;
}
