import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialRegistrationProcessPage() {
  return <LxSpecialTopicPage id="LxSpecialRegistrationProcess" />;
}
