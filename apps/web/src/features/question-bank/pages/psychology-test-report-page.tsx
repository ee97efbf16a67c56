import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PsychologyTestReportPage() {
  return <ComingSoonPage title="测评报告" />;
}
