import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function DownloadPage() {
  return <ComingSoonPage title="下载APP" />;
}
