import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function DetailPage() {
  return <ComingSoonPage title="网校课程详情" />;
}
