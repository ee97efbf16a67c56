import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';
import { lxSpecialTopicTitle } from '../lx-special-topics';
import type { LxSpecialTopicId } from '../lx-special-topics';

/** One page of the 遴选 section; the section layout around it draws menu and breadcrumb. */
export function LxSpecialTopicPage({ id }: { id: LxSpecialTopicId }) {
  return <ComingSoonPage title={lxSpecialTopicTitle(id)} bare />;
}
