import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ArticleDetailPage() {
  return <ComingSoonPage title="公告详情" />;
}
