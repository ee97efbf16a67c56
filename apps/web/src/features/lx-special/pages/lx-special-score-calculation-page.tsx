import { LxSpecialTopicPage } from '../components/lx-special-topic-page';

export default function LxSpecialScoreCalculationPage() {
  return <LxSpecialTopicPage id="LxSpecialScoreCalculation" />;
}
