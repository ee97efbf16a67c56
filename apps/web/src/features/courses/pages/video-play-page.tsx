import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function VideoPlayPage() {
  return <ComingSoonPage title="视频播放" />;
}
