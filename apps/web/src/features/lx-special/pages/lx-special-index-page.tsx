import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';
import { LX_SPECIAL_TITLE } from '../lx-special-topics';

export default function LxSpecialIndexPage() {
  return (
    <ComingSoonPage
      title={LX_SPECIAL_TITLE}
      note="遴选考试公告、报名、笔试、面试全流程资料正在整理中，可先通过左侧栏目查看各环节。"
      bare
    />
  );
}
