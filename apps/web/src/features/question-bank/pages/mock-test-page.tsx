import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MockTestPage() {
  return <ComingSoonPage title="模考大赛" />;
}
