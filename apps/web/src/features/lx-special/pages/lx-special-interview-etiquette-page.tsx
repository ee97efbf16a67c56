import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialInterviewEtiquettePage() {
  return <LxSpecialTopicPage id="LxSpecialInterviewEtiquette" />;
}
