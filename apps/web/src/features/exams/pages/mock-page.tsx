import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MockPage() {
  return <ComingSoonPage title="模拟考试" />;
}
