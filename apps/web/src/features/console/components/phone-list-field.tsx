import { Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { PHONE_LIST_MAX, readPhoneList } from '@shangan/shared';

/**
 * The pasted phones of a console hand-out (coupons, experience cards), checked here as the
 * server reads them, and the phones a hand-out found no account for.
 */
const PHONES_RULES: Rule[] = [
  {
    validator: (_, text: string | undefined) => {
      const { problem } = readPhoneList(text ?? '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** How many distinct phones the list names, and how many repeats were merged. */
function PhonesRead() {
  const text = (Form.useWatch('phones', Form.useFormInstance()) as string | undefined) ?? '';
  const { entries, phones } = readPhoneList(text);
  if (entries.length === 0) return <span>最多 {PHONE_LIST_MAX} 个手机号</span>;
  const repeats = entries.length - phones.length;
  return (
    <span>
      已读取 {phones.length} 个手机号{repeats > 0 ? `（${repeats} 个重复的已合并）` : ''}
    </span>
  );
}

/** The form's `phones` field: a text area of pasted phones, with what was read of it. */
export function PhoneListItem() {
  return (
    <Form.Item name="phones" label="手机号" extra={<PhonesRead />} rules={PHONES_RULES}>
      <Input.TextArea
        rows={8}
        placeholder={'每行一个手机号，也可用逗号或空格分隔\n13800000001\n13800000002'}
      />
    </Form.Item>
  );
}

/** The phones of a hand-out with no account, to copy and follow up. */
export function UnknownPhones({ phones }: { phones: string[] }) {
  if (phones.length === 0) return null;
  const text = phones.join('\n');
  return (
    <>
      <p style={{ margin: 0 }}>
        以下 {phones.length} 个手机号没有注册账号，未发放：
        <Typography.Text copyable={{ text }} />
      </p>
      <Input.TextArea
        aria-label="未注册的手机号"
        readOnly
        value={text}
        autoSize={{ minRows: 2, maxRows: 8 }}
      />
    </>
  );
}
