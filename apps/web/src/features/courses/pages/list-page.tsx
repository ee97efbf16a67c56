import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ListPage() {
  return <ComingSoonPage title="网校" />;
}
