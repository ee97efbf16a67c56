import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MyMockPage() {
  return <ComingSoonPage title="我的模考" bare />;
}
