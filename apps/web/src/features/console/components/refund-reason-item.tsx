import { Form, Input } from 'antd';
import { REFUND_REASON_MAX, RefundMsg } from '@shangan/shared';

/** 退款原因: required, at most REFUND_REASON_MAX characters; the buyer reads it on the order. */
export function RefundReasonItem({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item
      name="reason"
      label="退款原因"
      rules={[
        {
          validator: async (_, value: string | undefined) => {
            const count = [...(value ?? '').trim()].length;
            if (count === 0) throw new Error(RefundMsg.reasonRequired);
            if (count > REFUND_REASON_MAX) throw new Error(RefundMsg.reasonTooLong);
          },
        },
      ]}
    >
      <Input.TextArea rows={3} showCount maxLength={REFUND_REASON_MAX} placeholder={placeholder} />
    </Form.Item>
  );
}
