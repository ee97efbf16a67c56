import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function HomeworkCorrectPage() {
  return <ComingSoonPage title="作业批改" />;
}
