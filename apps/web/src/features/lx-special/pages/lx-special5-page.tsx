import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecial5Page() {
  return <LxSpecialTopicPage id="LxSpecial5" />;
}
