import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function TogetherPage() {
  return <ComingSoonPage title="结伴备考" />;
}
