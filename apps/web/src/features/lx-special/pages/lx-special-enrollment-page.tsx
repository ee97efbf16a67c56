import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialEnrollmentPage() {
  return <LxSpecialTopicPage id="LxSpecialEnrollment" />;
}
