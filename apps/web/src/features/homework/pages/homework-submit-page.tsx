import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function HomeworkSubmitPage() {
  return <ComingSoonPage title="提交作业" />;
}
