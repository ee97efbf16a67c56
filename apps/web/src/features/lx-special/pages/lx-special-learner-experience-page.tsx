import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialLearnerExperiencePage() {
  return <LxSpecialTopicPage id="LxSpecialLearnerExperience" />;
}
