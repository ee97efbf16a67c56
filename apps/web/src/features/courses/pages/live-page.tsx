import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function LivePage() {
  return <ComingSoonPage title="直播课" />;
}
