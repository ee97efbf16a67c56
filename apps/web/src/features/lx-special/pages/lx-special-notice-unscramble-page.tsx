import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialNoticeUnscramblePage() {
  return <LxSpecialTopicPage id="LxSpecialNoticeUnscramble" />;
}
