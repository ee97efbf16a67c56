import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function FeedbackPage() {
  return <ComingSoonPage title="意见反馈" bare />;
}
