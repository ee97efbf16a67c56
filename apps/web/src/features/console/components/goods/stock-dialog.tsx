import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { ConsoleGoodsMsg, STOCK_CHANGE_MAX } from '@shangan/shared';
import type { ConsoleGoodsRow } from '@shangan/shared/contracts/console/goods';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useChangeGoodsStock } from '../../api/change-goods-stock';
import styles from './goods.module.css';

/** The book whose stock changes, as the list and the editor both have it. */
export type StockTarget = Pick<ConsoleGoodsRow, 'id' | 'title' | 'stock'>;

type Direction = 'in' | 'out';

interface StockValues {
  direction: Direction;
  quantity: number | null;
  reason: string;
}

/** The contract's reason: 2 to 100 characters once trimmed. */
const REASON_MIN = 2;
const REASON_MAX = 100;

const isQuantity = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= STOCK_CHANGE_MAX;

/** What the stock becomes, or null while the quantity is not one. */
function stockAfter(stock: number, direction: Direction, quantity: number | null | undefined) {
  if (!isQuantity(quantity)) return null;
  return direction === 'in' ? stock + quantity : stock - quantity;
}

/** A positive whole quantity, and for 出库 no more than there is (the server says the same). */
function quantityRule(stock: number): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value: number | null | undefined) => {
      if (!isQuantity(value)) return Promise.reject(new Error(ConsoleGoodsMsg.deltaInvalid));
      if (getFieldValue('direction') === 'out' && value > stock) {
        return Promise.reject(new Error(ConsoleGoodsMsg.stockShort(stock, value)));
      }
      return Promise.resolve();
    },
  });
}

const REASON_RULES: Rule[] = [
  {
    validator: (_, value: string | undefined) => {
      const length = (value ?? '').trim().length;
      return length >= REASON_MIN && length <= REASON_MAX
        ? Promise.resolve()
        : Promise.reject(new Error(ConsoleGoodsMsg.reasonInvalid));
    },
  },
];

/**
 * 库存变动: copies taken in (入库) or written off (出库: 报损、盘亏), with the reason the audit log
 * keeps. The stock shown is the one last read: orders may sell copies meanwhile, so the server
 * may still refuse, and then the book is read again (see useChangeGoodsStock).
 */
export function StockDialog({
  goods,
  onClose,
}: {
  goods: StockTarget | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<StockValues>();
  const change = useChangeGoodsStock();
  // The book stays in the dialog while it closes, after `goods` has gone.
  const [shown, setShown] = useState(goods);
  if (goods && goods !== shown) setShown(goods);
  // Each opening starts afresh (入库, nothing typed); a book read again while open keeps it.
  const opened = goods !== null;
  useEffect(() => {
    if (opened) form.resetFields();
  }, [opened, form]);
  const direction = Form.useWatch('direction', form) ?? 'in';
  const quantity = Form.useWatch('quantity', form);

  const stock = shown?.stock ?? 0;
  const after = stockAfter(stock, direction, quantity);

  const submit = async (values: StockValues) => {
    if (!shown || !isQuantity(values.quantity)) return;
    try {
      await change.mutateAsync({
        id: shown.id,
        delta: values.direction === 'in' ? values.quantity : -values.quantity,
        reason: values.reason.trim(),
      });
    } catch (error) {
      // The client has shown the server's message; the dialog keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleGoodsMsg.stockChanged);
    onClose();
  };

  return (
    <Modal
      open={goods !== null}
      title={`库存变动：${shown?.title ?? ''}`}
      okText="确认变动"
      cancelText="取消"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.stockFigures} aria-live="polite">
        <span>当前库存 {stock}</span>
        {after !== null && (
          <span className={after < 0 ? styles.short : undefined}>变动后 {after}</span>
        )}
      </p>
      <Form<StockValues>
        form={form}
        name="goods-stock"
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={{ direction: 'in', quantity: null, reason: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="direction" label="变动类型">
          <Radio.Group
            options={[
              { value: 'in', label: '入库' },
              { value: 'out', label: '出库（报损、盘亏）' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label="数量"
          dependencies={['direction']}
          rules={[quantityRule(stock)]}
        >
          <InputNumber min={1} max={STOCK_CHANGE_MAX} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label="变动原因" rules={REASON_RULES}>
          <Input.TextArea
            rows={2}
            showCount
            maxLength={REASON_MAX}
            placeholder="如：新印刷到货 / 运输破损 / 月末盘点少 2 本"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
