import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function LoginPage() {
  return <ComingSoonPage title="登录" />;
}
