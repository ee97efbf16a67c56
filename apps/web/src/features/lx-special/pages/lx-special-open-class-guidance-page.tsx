import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialOpenClassGuidancePage() {
  return <LxSpecialTopicPage id="LxSpecialOpenClassGuidance" />;
}
