import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PsychologyTestPage() {
  return <ComingSoonPage title="心理测评" />;
}
