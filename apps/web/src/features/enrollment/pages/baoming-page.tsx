import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function BaomingPage() {
  return <ComingSoonPage title="在线报名" />;
}
