import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialExaminationSubjectsPage() {
  return <LxSpecialTopicPage id="LxSpecialExaminationSubjects" />;
}
