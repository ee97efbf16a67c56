import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialScoreLinePage() {
  return <LxSpecialTopicPage id="LxSpecialScoreLine" />;
}
