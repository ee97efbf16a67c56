import { SectionLayout } from '../../../components/section-layout/section-layout';
import { pathTo } from '../../../lib/paths';
import { PERSONAL_CENTER_MENU } from '../personal-center-menu';

export default function PersonalCenterLayout() {
  return (
    <SectionLayout title="个人中心" homeTo={pathTo('PersonalCenter')} menu={PERSONAL_CENTER_MENU} />
  );
}
