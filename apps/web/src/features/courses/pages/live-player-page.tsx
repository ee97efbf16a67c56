import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function LivePlayerPage() {
  return <ComingSoonPage title="直播间" />;
}
