import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialExaminationProcessPage() {
  return <LxSpecialTopicPage id="LxSpecialExaminationProcess" />;
}
