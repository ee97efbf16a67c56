import { Alert, Button, Input, InputNumber, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useAddresses } from '../api/addresses';
import { useCreateOrder } from '../api/create-order';
import { AddressDialog } from '../components/address-dialog';
import { AddressPicker } from '../components/address-picker';
import { CouponPicker } from '../components/coupon-picker';
import { LoginNeeded } from '../components/login-needed';
import { OrderLines } from '../components/order-lines';
import { PriceBreakdown } from '../components/price-breakdown';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { usePricedCheckout } from '../hooks/use-priced-checkout';
import type { CouponChoice } from '../hooks/use-priced-checkout';
import { positiveInt } from '../params';
import type { CreatedShopOrder } from '../types';
import styles from './confirm-order-page.module.css';

const TITLE = '确认订单';
const MAX_QUANTITY = 99;

/**
 * /confirmOrder?goodsId=&quantity=: the goods, the delivery address (default preselected, or a
 * new one), the coupon (the server's best one preselected; unusable ones greyed with the
 * reason) and every figure as the server priced them; 提交订单 places the order and opens the
 * QR payment step, and once paid (or given up) the order's own page takes over.
 */
export default function ConfirmOrderPage() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const [params] = useSearchParams();
  const goodsId = positiveInt(params.get('goodsId'));

  let body;
  if (userPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!user) body = <LoginNeeded what="结算" />;
  else if (!goodsId) {
    body = (
      <Result
        status="info"
        title="没有要结算的商品"
        subTitle="请先在图书页面选择要购买的商品"
        extra={
          <LinkButton type="primary" to={pathTo('Book')}>
            去选购图书
          </LinkButton>
        }
      />
    );
  } else {
    const quantity = Math.min(positiveInt(params.get('quantity')) ?? 1, MAX_QUANTITY);
    body = <Checkout userId={user.id} goodsId={goodsId} initialQuantity={quantity} />;
  }
  return (
    <PageShell title={TITLE} trail={[{ title: '图书', to: pathTo('Book') }]}>
      {body}
    </PageShell>
  );
}

interface CheckoutProps {
  userId: number;
  goodsId: number;
  initialQuantity: number;
}

function Checkout({ userId, goodsId, initialQuantity }: CheckoutProps) {
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(initialQuantity);
  const [addressChoice, setAddressChoice] = useState<number | null>(null);
  const [couponChoice, setCouponChoice] = useState<CouponChoice>(null);
  const [remark, setRemark] = useState('');
  const [addingAddress, setAddingAddress] = useState(false);
  const addresses = useAddresses(userId);
  const createOrder = useCreateOrder();

  const checkout = usePricedCheckout(userId, {
    goodsId,
    quantity,
    addressId: addressChoice,
    coupon: couponChoice,
  });
  const data = checkout.data;
  // The server's limit (stock, per-order limit), known with the figures.
  const maxQuantity = data?.maxQuantity ?? MAX_QUANTITY;

  const toOrder = (order: CreatedShopOrder) =>
    void navigate(pathTo('OrderDetail', {}, { id: order.id }), { replace: true });
  const payment = usePaymentFlow({ onPaid: toOrder, onFailed: toOrder, onGiveUp: toOrder });

  if (checkout.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (checkout.isError) {
    return (
      <Result
        status="warning"
        title="无法结算该商品"
        subTitle={checkout.error.message || '请稍后再试'}
        extra={[
          <Button key="retry" type="primary" onClick={() => void checkout.refetch()}>
            重试
          </Button>,
          <LinkButton key="back" to={pathTo('Book')}>
            返回图书
          </LinkButton>,
        ]}
      />
    );
  }

  const stale = checkout.isPlaceholderData || checkout.isFetching;
  const addressId = data!.address?.id ?? null;
  const missingAddress = data!.needsAddress && addressId === null;
  const submit = () => {
    createOrder.mutate(
      {
        goodsId,
        quantity,
        // What the server priced: the address and coupon it applied, not what was clicked.
        ...(addressId !== null && data!.needsAddress ? { addressId } : {}),
        ...(data!.couponId !== null ? { couponId: data!.couponId } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      },
      { onSuccess: (order) => payment.pay(order) },
    );
  };

  return (
    <div className={styles.checkout}>
      {data!.needsAddress && (
        <section className={styles.section} aria-labelledby="checkout-address">
          <h2 id="checkout-address" className={styles.heading}>
            收货地址
          </h2>
          {addresses.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : (
            <AddressPicker
              addresses={addresses.data ?? []}
              value={addressId}
              onChange={setAddressChoice}
              onAdd={() => setAddingAddress(true)}
              disabled={createOrder.isPending}
            />
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="checkout-goods">
        <h2 id="checkout-goods" className={styles.heading}>
          商品信息
        </h2>
        <OrderLines lines={data!.lines} />
        <label className={styles.quantity}>
          <span>购买数量</span>
          <InputNumber
            min={1}
            max={maxQuantity}
            precision={0}
            value={quantity}
            disabled={createOrder.isPending}
            onChange={(value) => setQuantity(Math.min(Math.max(value ?? 1, 1), maxQuantity))}
            aria-label="购买数量"
          />
        </label>
      </section>

      <section className={styles.section} aria-labelledby="checkout-coupons">
        <h2 id="checkout-coupons" className={styles.heading}>
          优惠券
        </h2>
        <CouponPicker
          coupons={data!.coupons}
          value={data!.couponId}
          disabled={createOrder.isPending}
          onChange={(id) => setCouponChoice(id ?? 'none')}
        />
      </section>

      <section className={styles.section} aria-labelledby="checkout-remark">
        <h2 id="checkout-remark" className={styles.heading}>
          订单备注
        </h2>
        <Input.TextArea
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          maxLength={100}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="选填，请先和客服确认"
          aria-label="订单备注"
        />
      </section>

      <section className={styles.summary} aria-label="结算">
        <PriceBreakdown
          stale={stale}
          figures={{
            goods: data!.goodsAmount,
            discount: data!.discount,
            shipping: data!.freight,
            payable: data!.payAmount,
          }}
        />
        {data!.freightRule && <p className={styles.freightRule}>{data!.freightRule}</p>}
        {data!.problem && <Alert type="warning" showIcon title={data!.problem} />}
        {missingAddress && <Alert type="info" showIcon title="请选择或新增收货地址" />}
        <Button
          type="primary"
          size="large"
          block
          className={styles.submit}
          loading={createOrder.isPending}
          disabled={stale || missingAddress || data!.problem !== null}
          onClick={submit}
        >
          提交订单
        </Button>
      </section>

      <AddressDialog
        open={addingAddress}
        address={null}
        onClose={() => setAddingAddress(false)}
        onSaved={(saved) => setAddressChoice(saved.id)}
      />
      {payment.dialog}
    </div>
  );
}
