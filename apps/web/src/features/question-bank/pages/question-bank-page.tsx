import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function QuestionBankPage() {
  return <ComingSoonPage title="题库" />;
}
