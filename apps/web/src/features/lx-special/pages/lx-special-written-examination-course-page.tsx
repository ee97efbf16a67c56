import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialWrittenExaminationCoursePage() {
  return <LxSpecialTopicPage id="LxSpecialWrittenExaminationCourse" />;
}
