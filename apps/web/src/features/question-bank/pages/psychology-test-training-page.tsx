import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PsychologyTestTrainingPage() {
  return <ComingSoonPage title="心理测评训练" />;
}
