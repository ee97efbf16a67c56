import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function VideoAdPage() {
  return <ComingSoonPage title="精彩视频" />;
}
