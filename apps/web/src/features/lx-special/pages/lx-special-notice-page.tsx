import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialNoticePage() {
  return <LxSpecialTopicPage id="LxSpecialNotice" />;
}
