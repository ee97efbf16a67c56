import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PaperPreViewPage() {
  return <ComingSoonPage title="试卷预览" />;
}
