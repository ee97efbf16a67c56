import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function RecommendPage() {
  return <ComingSoonPage title="精选推荐" />;
}
