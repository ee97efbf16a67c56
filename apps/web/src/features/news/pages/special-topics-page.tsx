import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SpecialTopicsPage() {
  return <ComingSoonPage title="专题" />;
}
