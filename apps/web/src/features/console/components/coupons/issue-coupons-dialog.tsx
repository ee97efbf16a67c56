import { Alert, Button, Form, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ConsoleCouponMsg, readPhoneList } from '@shangan/shared';
import type { CouponTemplateRow } from '@shangan/shared/contracts/console/coupons';
import { isApiError } from '../../../../lib/api';
import { newUuid } from '../../../../lib/new-uuid';
import { useIssueCoupons, type IssueCouponsResult } from '../../api/issue-coupons';
import consoleStyles from '../../pages/console.module.css';
import { PhoneListItem, UnknownPhones } from '../phone-list-field';
import styles from './coupons.module.css';

/** The coupon kind handed out, as the list has it. */
export type IssueTarget = Pick<CouponTemplateRow, 'id' | 'name' | 'ruleText' | 'validityText'>;

interface IssueValues {
  phones: string;
}

/** What a send did: coupons handed out, people who had theirs already, phones with no account. */
function IssueSummary({ result }: { result: IssueCouponsResult }) {
  return (
    <div className={styles.result} aria-live="polite">
      <Alert
        type={result.issued > 0 ? 'success' : 'info'}
        showIcon
        title={ConsoleCouponMsg.issued(result.issued)}
        description={
          result.alreadyIssued > 0
            ? `已发过 ${result.alreadyIssued} 人：这一批之前已发到他们的账户，没有重复发放`
            : undefined
        }
      />
      <UnknownPhones phones={result.unknownPhones} />
    </div>
  );
}

/**
 * 发放: one coupon of a kind to every account of a pasted phone list. The list is checked here
 * as the server checks it, before anything is sent. The batch's name is made when the dialog
 * opens and kept until a send succeeds, so a double click, or a retry after a lost answer,
 * never hands anyone a second coupon; the next opening after a success starts a new batch.
 */
export function IssueCouponsDialog({
  coupon,
  onClose,
}: {
  coupon: IssueTarget | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<IssueValues>();
  const issue = useIssueCoupons();
  const [result, setResult] = useState<IssueCouponsResult | null>(null);
  const batch = useRef<string | null>(null);
  // The coupon stays in the dialog while it closes, after `coupon` has gone.
  const [shown, setShown] = useState(coupon);
  if (coupon && coupon !== shown) setShown(coupon);
  const opened = coupon !== null;
  // Each opening starts with the list, never with the last send's result.
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setResult(null);
  }
  useEffect(() => {
    if (!opened) return;
    form.resetFields();
    batch.current ??= newUuid();
  }, [opened, form]);

  const submit = async (values: IssueValues) => {
    if (!shown || !batch.current || issue.isPending) return;
    const { phones } = readPhoneList(values.phones);
    let done: IssueCouponsResult;
    try {
      done = await issue.mutateAsync({
        templateId: shown.id,
        // Once each, one a line: what the server reads, and well within its length.
        phones: phones.join('\n'),
        batch: batch.current,
      });
    } catch (error) {
      // The client has shown why; the list and the batch stay for another try.
      if (isApiError(error)) return;
      throw error;
    }
    batch.current = null;
    setResult(done);
  };

  return (
    <Modal
      open={opened}
      title={`发放优惠券：${shown?.name ?? ''}`}
      okText="确认发放"
      cancelText="取消"
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      footer={
        result
          ? [
              <Button key="done" type="primary" onClick={onClose}>
                完成
              </Button>,
            ]
          : undefined
      }
      destroyOnHidden
    >
      {result ? (
        <IssueSummary result={result} />
      ) : (
        <>
          {shown && (
            <p className={consoleStyles.muted}>
              {shown.ruleText}，{shown.validityText}。每个手机号对应的账号发放一张。
            </p>
          )}
          <Form<IssueValues>
            form={form}
            name="coupon-issue"
            layout="vertical"
            preserve={false}
            requiredMark={false}
            initialValues={{ phones: '' }}
            onFinish={(values) => void submit(values)}
          >
            <PhoneListItem />
          </Form>
        </>
      )}
    </Modal>
  );
}
