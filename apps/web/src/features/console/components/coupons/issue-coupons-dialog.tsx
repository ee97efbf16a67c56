import { Form } from 'antd';
import { useState } from 'react';
import { ConsoleCouponMsg, readPhoneList } from '@shangan/shared';
import type { CouponTemplateRow } from '@shangan/shared/contracts/console/coupons';
import { useIssueCoupons, type IssueCouponsResult } from '../../api/issue-coupons';
import consoleStyles from '../../pages/console.module.css';
import { HandOutModal, HandOutSummary, useHandOut } from '../hand-out-dialog';
import { PhoneListItem } from '../phone-list-field';

/** The coupon kind handed out, as the list has it. */
export type IssueTarget = Pick<CouponTemplateRow, 'id' | 'name' | 'ruleText' | 'validityText'>;

interface IssueValues {
  phones: string;
}

/**
 * 发放: one coupon of a kind to every account of a pasted phone list. The list is checked here
 * as the server checks it, before anything is sent; a batch is sent once however often it is
 * clicked (useHandOut).
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
  // The coupon stays in the dialog while it closes, after `coupon` has gone.
  const [shown, setShown] = useState(coupon);
  if (coupon && coupon !== shown) setShown(coupon);
  const opened = coupon !== null;
  const { result, send } = useHandOut<IssueCouponsResult>(opened, form);

  const submit = (values: IssueValues) => {
    if (!shown || issue.isPending) return;
    const { phones } = readPhoneList(values.phones);
    void send((batch) =>
      issue.mutateAsync({
        templateId: shown.id,
        // Once each, one a line: what the server reads, and well within its length.
        phones: phones.join('\n'),
        batch,
      }),
    );
  };

  return (
    <HandOutModal
      open={opened}
      title={`发放优惠券：${shown?.name ?? ''}`}
      pending={issue.isPending}
      done={
        result && (
          <HandOutSummary
            title={ConsoleCouponMsg.issued(result.issued)}
            issued={result.issued}
            alreadyIssued={result.alreadyIssued}
            unknownPhones={result.unknownPhones}
          />
        )
      }
      onSend={() => form.submit()}
      onClose={onClose}
    >
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
        onFinish={submit}
      >
        <PhoneListItem />
      </Form>
    </HandOutModal>
  );
}
