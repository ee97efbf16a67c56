import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function VideosPage() {
  return <ComingSoonPage title="视频课程" />;
}
