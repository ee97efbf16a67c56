import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialSchedulePage() {
  return <LxSpecialTopicPage id="LxSpecialSchedule" />;
}
