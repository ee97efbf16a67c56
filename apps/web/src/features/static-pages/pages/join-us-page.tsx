import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function JoinUsPage() {
  return <ComingSoonPage title="加入我们" />;
}
