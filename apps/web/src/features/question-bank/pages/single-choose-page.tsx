import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SingleChoosePage() {
  return <ComingSoonPage title="单选题" />;
}
