import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

/** One page for the company texts; the footer's `type` picks which (2 culture, 3 history). */
const TITLES: Record<string, string> = { '2': '企业文化', '3': '发展历程' };

export default function EnterprisePage() {
  const [searchParams] = useSearchParams();
  return <ComingSoonPage title={TITLES[searchParams.get('type') ?? ''] ?? '企业资讯'} />;
}
