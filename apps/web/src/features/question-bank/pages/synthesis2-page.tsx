import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function Synthesis2Page() {
  return <ComingSoonPage title="综合材料题（新版）" />;
}
