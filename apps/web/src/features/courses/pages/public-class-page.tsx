import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PublicClassPage() {
  return <ComingSoonPage title="公开课" />;
}
