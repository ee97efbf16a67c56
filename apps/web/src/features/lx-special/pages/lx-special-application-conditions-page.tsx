import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialApplicationConditionsPage() {
  return <LxSpecialTopicPage id="LxSpecialApplicationConditions" />;
}
