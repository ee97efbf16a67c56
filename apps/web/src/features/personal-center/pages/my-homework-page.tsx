import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MyHomeworkPage() {
  return <ComingSoonPage title="我的作业" bare />;
}
