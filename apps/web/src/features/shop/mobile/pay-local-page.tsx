import { Button, Result } from 'antd-mobile';
import type { PaymentSource } from '@shangan/shared/contracts/payment';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MobileLoading, MobilePage } from '../../../components/mobile';
import { yuan } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { isSafeInternalPath } from '../../../lib/paths';
import { useConfirmLocalPay, useLocalPayOrder } from '../api/local-pay';
import styles from './pay-local.module.css';

/** What a paid order brings, by what it was for. */
const PAID_NOTE: Record<PaymentSource, string> = {
  vip: '会员权益已到账',
  shop: '订单已支付，可在「我的订单」中查看',
};

/** Where 返回 leads when the page was opened without a page to go back to (a scanned QR). */
const HOME_OF: Record<PaymentSource, string> = {
  vip: mobilePathTo('MVipCenter'),
  shop: mobilePathTo('MOrder'),
};

/**
 * MPayLocal (/pay/local/{orderNum}?t=…): the local demo gateway's page on a phone, VIP and shop
 * orders alike. It shows the item and the amount; 确认支付 makes the gateway send its signed
 * notification to the server, exactly as a real gateway would after the payer has paid. `back`
 * is the mobile page waiting for this order, which learns of the payment by itself.
 */
export default function MobilePayLocalPage() {
  const { orderNum = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('t') ?? '';
  const back = params.get('back');
  const order = useLocalPayOrder(orderNum, token);
  const confirm = useConfirmLocalPay(orderNum, token);

  const goBack = (source: PaymentSource) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    // The waiting page is the one before this one: going back finds it as it was left.
    if (back && isSafeInternalPath(back) && index > 0) void navigate(-1);
    else
      void navigate(back && isSafeInternalPath(back) ? back : HOME_OF[source], { replace: true });
  };

  let body;
  if (!token) {
    body = <Result status="warning" title="支付链接不完整" description="请回到订单重新发起支付" />;
  } else if (order.isPending) {
    body = <MobileLoading lines={4} />;
  } else if (order.isError) {
    body = (
      <Result
        status="error"
        title="无法打开该订单"
        description={order.error.message || '订单不存在或支付链接已失效，请重新发起支付'}
      />
    );
  } else {
    const data = confirm.data ?? order.data;
    body = (
      <>
        <div className={styles.amount}>
          <span>支付金额</span>
          <strong data-testid="local-pay-amount">{yuan(data.payAmount)}</strong>
        </div>
        <dl className={styles.facts}>
          <dt>购买物品</dt>
          <dd data-testid="local-pay-product">{data.product}</dd>
          <dt>交易订单</dt>
          <dd>{data.orderNum}</dd>
          <dt>订单状态</dt>
          <dd>{data.stateText}</dd>
        </dl>
        {data.state === 1 ? (
          <>
            <Result status="success" title="支付成功" description={PAID_NOTE[data.source]} />
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              className={styles.button}
              onClick={() => goBack(data.source)}
            >
              返回
            </Button>
          </>
        ) : data.state === 0 ? (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            className={styles.button}
            loading={confirm.isPending}
            onClick={() => confirm.mutate(undefined, { onSuccess: () => void order.refetch() })}
          >
            确认支付
          </Button>
        ) : (
          <Result status="warning" title="订单已失效" description="请重新下单后再支付" />
        )}
      </>
    );
  }

  return (
    <MobilePage title="订单支付" plain>
      <div className={styles.page}>
        <p className={styles.note}>上岸演示收银台：确认后即视为支付完成</p>
        {body}
      </div>
    </MobilePage>
  );
}
