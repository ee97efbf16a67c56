import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialPrepareForExaminationDataPage() {
  return <LxSpecialTopicPage id="LxSpecialPrepareForExaminationData" />;
}
