import { Button, Popup, Radio, Stepper, TextArea } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileEmpty, MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { useCurrentUser } from '../../../lib/current-user';
import { yuan } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { keepPendingPayment } from '../../../lib/payment/pending-payment';
import { useAddresses } from '../api/addresses';
import { useCreateOrder } from '../api/create-order';
import { usePricedCheckout } from '../hooks/use-priced-checkout';
import type { CouponChoice } from '../hooks/use-priced-checkout';
import { CouponCard } from '../components/coupon-card';
import { PriceBreakdown } from '../components/price-breakdown';
import { positiveInt } from '../params';
import type { Checkout as CheckoutData } from '../types';
import { AddressSheet } from './address-sheet';
import { OrderLines } from './order-card';
import styles from './shop.module.css';

const MAX_QUANTITY = 99;

/**
 * MConfirmOrder (/confirmOrder?goodsId=&quantity=): the book, the delivery address (the default
 * preselected, or a new one), the coupon (the server's best preselected; the others with why
 * they do not apply) and every figure as the server priced them; 提交订单 places the order and
 * opens the order's own page with its payment sheet.
 */
export default function MobileConfirmOrderPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goodsId = positiveInt(params.get('goodsId'));
  let body;
  if (user.isPending) body = <MobileLoading lines={8} />;
  else if (user.isError || !user.data) {
    body = <MobileError onRetry={() => void user.refetch()} />;
  } else if (!goodsId) {
    body = (
      <MobileEmpty title="没有要结算的商品" description="请先在图书页面选择要购买的商品">
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate(mobilePathTo('MBooks'))}
        >
          去选购图书
        </Button>
      </MobileEmpty>
    );
  } else {
    const quantity = Math.min(positiveInt(params.get('quantity')) ?? 1, MAX_QUANTITY);
    body = <Checkout userId={user.data.id} goodsId={goodsId} initialQuantity={quantity} />;
  }
  return <MobilePage title="确认订单">{body}</MobilePage>;
}

function Checkout({
  userId,
  goodsId,
  initialQuantity,
}: {
  userId: number;
  goodsId: number;
  initialQuantity: number;
}) {
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(initialQuantity);
  const [addressChoice, setAddressChoice] = useState<number | null>(null);
  const [couponChoice, setCouponChoice] = useState<CouponChoice>(null);
  const [remark, setRemark] = useState('');
  const [sheet, setSheet] = useState<'address' | 'coupon' | null>(null);
  const addresses = useAddresses(userId);
  const createOrder = useCreateOrder();

  const checkout = usePricedCheckout(userId, {
    goodsId,
    quantity,
    addressId: addressChoice,
    coupon: couponChoice,
  });

  if (checkout.isPending) return <MobileLoading lines={8} />;
  if (checkout.isError) {
    return (
      <MobileError
        title="无法结算该商品"
        description={checkout.error.message || '请稍后再试'}
        onRetry={() => void checkout.refetch()}
      />
    );
  }
  const data: CheckoutData = checkout.data;
  const stale = checkout.isPlaceholderData || checkout.isFetching;
  const address = data.address;
  const missingAddress = data.needsAddress && address === null;
  const maxQuantity = data.maxQuantity;
  const chosenCoupon = data.coupons.find((coupon) => coupon.id === data.couponId) ?? null;
  const usable = data.coupons.filter((coupon) => coupon.usable);

  const submit = () => {
    if (missingAddress) {
      setSheet('address');
      return;
    }
    createOrder.mutate(
      {
        goodsId,
        quantity,
        // What the server priced: the address and coupon it applied, not what was tapped.
        ...(address && data.needsAddress ? { addressId: address.id } : {}),
        ...(data.couponId !== null ? { couponId: data.couponId } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      },
      {
        onSuccess: (order) => {
          // The order's page opens its payment sheet (use-shop-payment.tsx), and Back from
          // there does not offer this cart again.
          keepPendingPayment('shop', order);
          void navigate(mobilePathTo('MOrderDetail', { id: order.id }), { replace: true });
        },
      },
    );
  };

  return (
    <div className={styles.withBar}>
      {data.needsAddress ? (
        <button type="button" className={styles.addressCard} onClick={() => setSheet('address')}>
          {address ? (
            <span className={styles.addressText}>
              <span className={styles.addressWho}>
                <strong>{address.name}</strong> {address.phone}
              </span>
              <span className={styles.addressLine}>{address.fullAddress}</span>
            </span>
          ) : (
            <span className={styles.addressText}>
              <strong>请添加收货地址</strong>
            </span>
          )}
          <RightOutline className={styles.chevron} />
        </button>
      ) : null}

      <section className={styles.block} aria-labelledby="checkout-goods">
        <h2 id="checkout-goods" className={styles.blockTitle}>
          商品信息
        </h2>
        <OrderLines lines={data.lines} />
        <div className={styles.row}>
          <span>购买数量</span>
          <Stepper
            min={1}
            max={maxQuantity}
            digits={0}
            value={quantity}
            disabled={createOrder.isPending}
            onChange={(value) => setQuantity(Math.min(Math.max(value || 1, 1), maxQuantity))}
            aria-label="购买数量"
          />
        </div>
        {data.problem ? <p className={styles.problem}>{data.problem}</p> : null}
      </section>

      <section className={styles.block}>
        <button type="button" className={styles.row} onClick={() => setSheet('coupon')}>
          <span>优惠券</span>
          <span className={chosenCoupon ? styles.discount : styles.muted}>
            {chosenCoupon
              ? `-${yuan(chosenCoupon.discount)}`
              : usable.length > 0
                ? `${usable.length}张可用`
                : '暂无可用'}
            <RightOutline className={styles.chevron} />
          </span>
        </button>
        <div className={styles.remark}>
          <TextArea
            value={remark}
            onChange={setRemark}
            maxLength={100}
            showCount
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="订单备注（选填，请先和客服确认）"
            aria-label="订单备注"
          />
        </div>
      </section>

      <section className={styles.block} aria-label="价格明细">
        <PriceBreakdown
          stale={stale}
          figures={{
            goods: data.goodsAmount,
            discount: data.discount,
            shipping: data.freight,
            payable: data.payAmount,
          }}
        />
        {data.freightRule ? <p className={styles.muted}>{data.freightRule}</p> : null}
      </section>

      <div className={styles.actionBar}>
        <span className={styles.barAmount}>
          应付 <strong data-testid="checkout-payable">{yuan(data.payAmount)}</strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          className={styles.buyButton}
          loading={createOrder.isPending}
          disabled={data.problem !== null || stale}
          onClick={submit}
        >
          提交订单
        </Button>
      </div>

      {data.needsAddress ? (
        <AddressSheet
          open={sheet === 'address'}
          addresses={addresses.data ?? []}
          value={address?.id ?? null}
          onChange={setAddressChoice}
          onClose={() => setSheet(null)}
        />
      ) : null}
      <Popup
        visible={sheet === 'coupon'}
        onMaskClick={() => setSheet(null)}
        position="bottom"
        bodyClassName={styles.sheet}
      >
        <header className={styles.sheetHead}>
          <strong>选择优惠券</strong>
          <button type="button" className={styles.sheetClose} onClick={() => setSheet(null)}>
            关闭
          </button>
        </header>
        <div className={styles.coupons}>
          <Radio.Group
            value={data.couponId ?? 0}
            onChange={(value) => {
              const id = Number(value);
              setCouponChoice(id === 0 ? 'none' : id);
              setSheet(null);
            }}
          >
            {usable.map((coupon) => (
              <Radio key={coupon.id} value={coupon.id} className={styles.couponOption} block>
                <CouponCard coupon={coupon} note={`本单可减 ${yuan(coupon.discount)}`} />
              </Radio>
            ))}
            <Radio value={0} className={styles.couponOption} block>
              不使用优惠券
            </Radio>
          </Radio.Group>
          {data.coupons
            .filter((coupon) => !coupon.usable)
            .map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                dimmed
                note={coupon.reason ?? '本单不可用'}
              />
            ))}
        </div>
      </Popup>
    </div>
  );
}
