import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function StatementPage() {
  return <ComingSoonPage title="免责声明" />;
}
