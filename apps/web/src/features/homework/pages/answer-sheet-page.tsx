import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function AnswerSheetPage() {
  return <ComingSoonPage title="答题卡" />;
}
