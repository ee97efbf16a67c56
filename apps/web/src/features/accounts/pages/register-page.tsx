import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function RegisterPage() {
  return <ComingSoonPage title="注册" />;
}
