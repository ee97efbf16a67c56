import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialInterviewInformationSummaryPage() {
  return <LxSpecialTopicPage id="LxSpecialInterviewInformationSummary" />;
}
