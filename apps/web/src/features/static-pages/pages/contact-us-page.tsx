import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ContactUsPage() {
  return <ComingSoonPage title="联系我们" />;
}
