import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialScoreQueryPage() {
  return <LxSpecialTopicPage id="LxSpecialScoreQuery" />;
}
