import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SpecificTestPage() {
  return <ComingSoonPage title="专项测试" />;
}
