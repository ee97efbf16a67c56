import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialInterviewProcessPage() {
  return <LxSpecialTopicPage id="LxSpecialInterviewProcess" />;
}
