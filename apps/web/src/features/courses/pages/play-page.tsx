import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PlayPage() {
  return <ComingSoonPage title="课程播放" />;
}
