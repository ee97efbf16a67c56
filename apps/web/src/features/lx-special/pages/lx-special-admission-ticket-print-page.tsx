import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialAdmissionTicketPrintPage() {
  return <LxSpecialTopicPage id="LxSpecialAdmissionTicketPrint" />;
}
