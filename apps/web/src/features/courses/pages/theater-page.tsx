import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function TheaterPage() {
  return <ComingSoonPage title="公考剧场" />;
}
