import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function AccountSettingsPage() {
  return <ComingSoonPage title="账号设置" bare />;
}
