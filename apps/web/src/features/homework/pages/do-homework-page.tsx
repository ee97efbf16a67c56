import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function DoHomeworkPage() {
  return <ComingSoonPage title="在线作业" />;
}
