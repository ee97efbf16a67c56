import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialZgfsPage() {
  return <LxSpecialTopicPage id="LxSpecialZgfs" />;
}
