import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function AddressPage() {
  return <ComingSoonPage title="收货地址" bare />;
}
