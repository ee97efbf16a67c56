import { Button, Form, Input, Select } from 'antd';
import type { ConsoleOrderDetail } from '@shangan/shared/contracts/console/orders';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useExpressCompanies } from '../../api/express-companies';
import { useShipConsoleOrder } from '../../api/ship-order';
import styles from './orders.module.css';

interface ShipValues {
  company: string;
  trackingNumber: string;
}

/** The contract's rule for a waybill number, checked here so a typo is named before sending. */
const TRACKING_NUMBER = /^[A-Za-z0-9]{6,32}$/;

/** 发货: the carrier and its waybill number for a paid order with a parcel (warehouse staff). */
export function ShipForm({ order }: { order: ConsoleOrderDetail }) {
  const [form] = Form.useForm<ShipValues>();
  const companies = useExpressCompanies();
  const ship = useShipConsoleOrder();

  const submit = async ({ company, trackingNumber }: ShipValues) => {
    try {
      await ship.mutateAsync({ id: order.id, company, trackingNumber: trackingNumber.trim() });
    } catch (error) {
      // The client has shown the server's message; the form keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success('已发货，买家可在订单中查看物流');
  };

  return (
    <section aria-label="发货">
      <div className={styles.actionTitle}>发货</div>
      <Form form={form} layout="inline" onFinish={(values) => void submit(values)}>
        <Form.Item name="company" rules={[{ required: true, message: '请选择快递公司' }]}>
          <Select
            aria-label="快递公司"
            placeholder="快递公司"
            style={{ width: 160 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={companies.isPending}
            notFoundContent={companies.isError ? '快递公司加载失败' : undefined}
            options={(companies.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="trackingNumber"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const number = (value ?? '').trim();
                if (!number) throw new Error('请填写运单号');
                if (!TRACKING_NUMBER.test(number)) throw new Error('运单号应为6-32位字母或数字');
              },
            },
          ]}
        >
          <Input aria-label="运单号" placeholder="运单号" maxLength={32} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={ship.isPending}>
            确认发货
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
