import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialExaminationQuestionsPage() {
  return <LxSpecialTopicPage id="LxSpecialExaminationQuestions" />;
}
