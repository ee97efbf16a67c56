import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function HomeworkListPage() {
  return <ComingSoonPage title="作业列表" bare />;
}
