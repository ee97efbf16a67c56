import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ExerciseReportPage() {
  return <ComingSoonPage title="练习报告" />;
}
