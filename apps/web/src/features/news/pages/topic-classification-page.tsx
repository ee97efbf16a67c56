import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function TopicClassificationPage() {
  return <ComingSoonPage title="专题分类" />;
}
