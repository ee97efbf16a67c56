import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PlaybackPage() {
  return <ComingSoonPage title="直播回放" />;
}
