import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SynthesisPage() {
  return <ComingSoonPage title="综合材料题" />;
}
