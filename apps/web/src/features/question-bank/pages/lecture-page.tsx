import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function LecturePage() {
  return <ComingSoonPage title="名师讲题" />;
}
