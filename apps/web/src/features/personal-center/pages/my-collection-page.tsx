import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MyCollectionPage() {
  return <ComingSoonPage title="我的收藏" bare />;
}
