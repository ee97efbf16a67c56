import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialRecruitmentPublicityPage() {
  return <LxSpecialTopicPage id="LxSpecialRecruitmentPublicity" />;
}
