import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function BookPage() {
  return <ComingSoonPage title="图书" />;
}
