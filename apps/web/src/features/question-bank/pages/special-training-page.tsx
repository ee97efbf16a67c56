import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SpecialTrainingPage() {
  return <ComingSoonPage title="专项训练" />;
}
