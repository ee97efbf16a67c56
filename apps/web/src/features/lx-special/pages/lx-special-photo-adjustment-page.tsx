import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialPhotoAdjustmentPage() {
  return <LxSpecialTopicPage id="LxSpecialPhotoAdjustment" />;
}
