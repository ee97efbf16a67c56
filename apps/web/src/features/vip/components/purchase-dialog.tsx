import { useQueryClient } from '@tanstack/react-query';
import { App, Empty, Modal, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { Msg, VipDialogCode } from '@shangan/shared';
import { CURRENT_USER_KEY, type UserInfo } from '../../../lib/current-user';
import { notify } from '../../../lib/notifier';
import { usePaymentWatch } from '../../../lib/payment/use-payment-watch';
import { redirectAfterPayment } from '../after-payment';
import { useCourseAdvisers, useCurrentAdviser } from '../api/course-advisers';
import { useCreateVipOrder } from '../api/create-vip-order';
import { useVipProducts } from '../api/get-vip-products';
import { VIP_KEY } from '../api/vip-keys';
import type { VipOrder, VipPackage, VipProductGroup } from '../types';
import { hideVipDialogs, type VipDialogCodeValue } from '../vip-dialog-store';
import { DialogHeader } from './dialog-header';
import { PaymentStep } from './payment-step';
import { listTypeOf, SETTLE_FAILURE, tabModeOf, VIP_PAYMENT } from '../lib/purchase-rules';
import type { TabMode } from '../lib/purchase-rules';
import { ProductTab } from './product-tab';
import styles from './purchase-dialog.module.css';

interface PurchaseDialogProps {
  code: VipDialogCodeValue;
  user: UserInfo;
  open: boolean;
  afterClose: () => void;
}

/** Above popovers (the user menu opens these dialogs and may still be showing). */
const DIALOG_Z_INDEX = 1100;

/**
 * The three VIP dialogs in one component: the package list (tabs per tier),
 * then the payment step with the QR code; paid → refresh the user, 支付成功, close, redirect.
 */
export function PurchaseDialog({ code, user, open, afterClose }: PurchaseDialogProps) {
  // The member dialogs need a membership; a lapsed one buys anew.
  const isNew = code === VipDialogCode.NEW_MEMBER || user.weight === 0;
  const [renewMode, setRenewMode] = useState<'renew' | 'change'>('renew');
  const listType = listTypeOf(isNew, renewMode);
  const products = useVipProducts(listType, user.id);
  const advisers = useCourseAdvisers();
  const currentAdviser = useCurrentAdviser(user.id);
  const [adviserChoice, setAdviserChoice] = useState<number | null | undefined>(undefined);
  const [order, setOrder] = useState<VipOrder | null>(null);
  const createOrder = useCreateVipOrder();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();

  // Pre-select the person's own adviser when the list has them.
  const listedCurrent = advisers.data?.some((a) => a.id === currentAdviser.data?.id)
    ? (currentAdviser.data?.id ?? null)
    : null;
  const adviserId = adviserChoice === undefined ? listedCurrent : adviserChoice;

  const finishPaid = async () => {
    setOrder(null);
    // The header, popover and pages show the new tier before the dialog goes.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: VIP_KEY }),
    ]);
    notify.success(Msg.paySuccess);
    hideVipDialogs();
    redirectAfterPayment(isNew ? 'new' : 'member');
  };

  usePaymentWatch(open ? (order?.id ?? null) : null, VIP_PAYMENT, (state) => {
    if (state === 1) {
      void finishPaid();
      return;
    }
    notify.warning(SETTLE_FAILURE[state]);
    setOrder(null);
    void queryClient.invalidateQueries({ queryKey: VIP_KEY });
  });

  const pay = (pkg: VipPackage) => {
    createOrder.mutate(
      { type: pkg.orderType, vipProductId: pkg.id, dealCustomer: adviserId },
      {
        onSuccess: (created) => {
          setOrder(created);
          // The new order (and any it replaced) shows in the purchase history at once.
          void queryClient.invalidateQueries({ queryKey: [...VIP_KEY, 'orders'] });
        },
      },
    );
  };

  const close = () => {
    if (!order) {
      hideVipDialogs();
      return;
    }
    modal.confirm({
      title: '确定要放弃购买吗？',
      content: '相遇不易，再考虑考虑吧~',
      okText: '狠心离开',
      cancelText: '继续购买',
      centered: true,
      zIndex: DIALOG_Z_INDEX + 10,
      onOk: hideVipDialogs,
    });
  };

  const modeOf = (group: VipProductGroup): TabMode => tabModeOf(group, user, isNew, renewMode);

  const groups = products.data ?? [];
  let body;
  if (order) {
    body = <PaymentStep order={order} onBack={() => setOrder(null)} />;
  } else if (products.isPending) {
    body = <Spin className={styles.loading} />;
  } else if (groups.length === 0) {
    body = <Empty className={styles.empty} description={Msg.noPackages} />;
  } else {
    body = (
      <Tabs
        className={styles.tabs}
        items={groups.map((group) => ({
          key: String(group.id),
          label: group.name,
          children: (
            <ProductTab
              group={group}
              mode={modeOf(group)}
              user={user}
              loading={products.isFetching}
              onModeChange={setRenewMode}
              advisers={advisers.data ?? []}
              adviserId={adviserId}
              onAdviserChange={setAdviserChoice}
              paying={createOrder.isPending}
              onPay={pay}
            />
          ),
        }))}
      />
    );
  }

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={null}
      footer={null}
      closable={false}
      maskClosable={false}
      width={760}
      style={{ top: 32, paddingBottom: 32 }}
      zIndex={DIALOG_Z_INDEX}
      onCancel={close}
      className={styles.modal}
    >
      <DialogHeader user={user} member={!isNew} onClose={close} />
      {body}
    </Modal>
  );
}
