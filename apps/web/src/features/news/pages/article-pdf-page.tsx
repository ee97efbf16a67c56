import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ArticlePdfPage() {
  return <ComingSoonPage title="公告原文" />;
}
