import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PreviewHomeworkPage() {
  return <ComingSoonPage title="作业预览" />;
}
