import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialSignUpPage() {
  return <LxSpecialTopicPage id="LxSpecialSignUp" />;
}
