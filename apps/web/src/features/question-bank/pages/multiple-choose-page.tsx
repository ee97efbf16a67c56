import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MultipleChoosePage() {
  return <ComingSoonPage title="多选题" />;
}
