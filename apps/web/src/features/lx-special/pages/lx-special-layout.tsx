import { SectionLayout } from '../../../components/section-layout/section-layout';
import { pathTo } from '../../../lib/paths';
import { LX_SPECIAL_TITLE, LX_SPECIAL_TOPICS } from '../lx-special-topics';

const MENU = LX_SPECIAL_TOPICS.map((topic) => ({ to: pathTo(topic.id), label: topic.title }));

export default function LxSpecialLayout() {
  return <SectionLayout title={LX_SPECIAL_TITLE} homeTo={pathTo('LxSpecial')} menu={MENU} />;
}
