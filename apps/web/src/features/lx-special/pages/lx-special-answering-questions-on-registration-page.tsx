import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialAnsweringQuestionsOnRegistrationPage() {
  return <LxSpecialTopicPage id="LxSpecialAnsweringQuestionsOnRegistration" />;
}
