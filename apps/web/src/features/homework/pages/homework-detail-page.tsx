import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function HomeworkDetailPage() {
  return <ComingSoonPage title="作业详情" />;
}
