import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function AboutUsPage() {
  return <ComingSoonPage title="关于我们" />;
}
