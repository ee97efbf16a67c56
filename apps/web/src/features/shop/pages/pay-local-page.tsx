import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import type { PaymentSource } from '@shangan/shared/contracts/payment';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConfirmLocalPay, useLocalPayOrder } from '../api/local-pay';
import styles from './pay-local-page.module.css';

/**
 * What a paid order brings, by what it was for: a membership is granted at once, a shop order
 * (a book to post, a course, a fee) is then the shop's to fulfil.
 */
const PAID_NOTE: Record<PaymentSource, string> = {
  vip: '请回到电脑上继续学习，会员权益已到账',
  shop: '订单已支付，请回到电脑上查看订单详情',
};

/**
 * /pay/local/{orderNum}?t=… — the page the payment QR code opens on a phone when the site
 * runs with its local demo gateway (no WeChat Pay / Alipay account). It shows the item and
 * the amount; 确认支付 makes the gateway send its signed notification to the server, exactly
 * as a real gateway would after the payer has paid. The `t` in the QR proves the phone saw it.
 */
export default function PayLocalPage() {
  useDocumentTitle('订单支付');
  const { orderNum = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';

  const order = useLocalPayOrder(orderNum, token);
  const confirm = useConfirmLocalPay(orderNum, token);

  let body;
  if (!token) {
    body = <Result status="warning" title="支付链接不完整" subTitle="请使用手机重新扫描二维码" />;
  } else if (order.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (order.isError) {
    body = (
      <Result
        status="error"
        title="无法打开该订单"
        subTitle={order.error.message || '订单不存在或支付链接已失效，请重新扫码'}
      />
    );
  } else {
    const data = confirm.data ?? order.data;
    body = (
      <>
        <div className={styles.amount}>
          <span>支付金额</span>
          <strong data-testid="local-pay-amount">￥{data.payAmount}</strong>
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
          <Result
            className={styles.done}
            icon={<CheckCircleFilled className={styles.doneIcon} />}
            title="支付成功"
            subTitle={PAID_NOTE[data.source]}
          />
        ) : data.state === 0 ? (
          <Button
            type="primary"
            size="large"
            block
            className={styles.confirm}
            loading={confirm.isPending}
            onClick={() => confirm.mutate(undefined, { onSuccess: () => void order.refetch() })}
          >
            确认支付
          </Button>
        ) : (
          <Result status="warning" title="订单已失效" subTitle="请在电脑上重新下单后再扫码" />
        )}
      </>
    );
  }

  return (
    <div className={`page-container ${styles.page}`}>
      <section className={styles.card}>
        <h1 className={styles.title}>订单支付</h1>
        <p className={styles.note}>上岸演示收银台：确认后即视为支付完成</p>
        {body}
      </section>
    </div>
  );
}
