import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SearchPage() {
  return <ComingSoonPage title="搜索" />;
}
