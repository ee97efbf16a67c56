import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialWrittenTestDispensingAnnouncementPage() {
  return <LxSpecialTopicPage id="LxSpecialWrittenTestDispensingAnnouncement" />;
}
