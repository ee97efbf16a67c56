import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ToCountryPage() {
  return <ComingSoonPage title="国考专区" />;
}
