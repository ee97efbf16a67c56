import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MyhomeworkDetailPage() {
  return <ComingSoonPage title="我的作业详情" />;
}
