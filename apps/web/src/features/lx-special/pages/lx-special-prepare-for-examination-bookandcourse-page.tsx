import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialPrepareForExaminationBookandcoursePage() {
  return <LxSpecialTopicPage id="LxSpecialPrepareForExaminationBookandcourse" />;
}
