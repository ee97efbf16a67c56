import { Alert, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  CARD_NAME_MAX,
  CARD_VALID_DAYS_MAX,
  CARDS_PER_PERSON_MAX,
  ConsoleCardMsg,
  readPhoneList,
} from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { newUuid } from '../../../../lib/new-uuid';
import { useIssueExperienceCards, type IssueCardsResult } from '../../api/console-experience-cards';
import { check, outside } from '../../lib/form-checks';
import { PhoneListItem, UnknownPhones } from '../phone-list-field';

interface CardValues {
  name: string;
  validDays: number | null;
  perPerson: number | null;
  phones: string;
}

const EMPTY: CardValues = { name: '讲题体验卡', validDays: 30, perPerson: 1, phones: '' };

const RULES = {
  name: [
    check<string>(ConsoleCardMsg.nameRequired, (name) => !name?.trim()),
    check<string>(
      ConsoleCardMsg.nameTooLong,
      (name) => [...(name?.trim() ?? '')].length > CARD_NAME_MAX,
    ),
  ],
  validDays: [
    check<number | null>(ConsoleCardMsg.validDaysInvalid, outside(1, CARD_VALID_DAYS_MAX)),
  ],
  perPerson: [
    check<number | null>(ConsoleCardMsg.perPersonInvalid, outside(1, CARDS_PER_PERSON_MAX)),
  ],
};

/**
 * 发放体验卡: N cards a person, valid D days, to every account of a pasted phone list. The
 * batch's name is made when the dialog opens and kept until a send succeeds, so a double click or
 * a retry after a lost answer gives nobody a card more; then the dialog shows what it did.
 */
export function IssueCardsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CardValues>();
  const issue = useIssueExperienceCards();
  const [result, setResult] = useState<IssueCardsResult | null>(null);
  const batch = useRef<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setResult(null);
  }
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    batch.current ??= newUuid();
  }, [open, form]);

  const submit = async (values: CardValues) => {
    if (!batch.current || issue.isPending) return;
    let done: IssueCardsResult;
    try {
      done = await issue.mutateAsync({
        name: values.name.trim(),
        validDays: values.validDays ?? 0,
        perPerson: values.perPerson ?? 0,
        phones: readPhoneList(values.phones).phones.join('\n'),
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
      open={open}
      title="发放体验卡"
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
        <div aria-live="polite" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Alert
            type={result.issued > 0 ? 'success' : 'info'}
            showIcon
            title={ConsoleCardMsg.issued(result.issued, result.people)}
            description={
              result.alreadyIssued > 0
                ? `已发过 ${result.alreadyIssued} 人：这一批之前已发到他们的账户，没有重复发放`
                : undefined
            }
          />
          <UnknownPhones phones={result.unknownPhones} />
        </div>
      ) : (
        <Form<CardValues>
          form={form}
          name="cards-issue"
          layout="vertical"
          preserve={false}
          requiredMark={false}
          initialValues={EMPTY}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="name" label="名称" rules={RULES.name}>
            <Input maxLength={CARD_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="validDays" label="有效天数" rules={RULES.validDays}>
            <InputNumber min={1} max={CARD_VALID_DAYS_MAX} precision={0} addonAfter="天" />
          </Form.Item>
          <Form.Item
            name="perPerson"
            label="每人张数"
            rules={RULES.perPerson}
            extra="每张体验卡可解锁一道讲题视频"
          >
            <InputNumber min={1} max={CARDS_PER_PERSON_MAX} precision={0} addonAfter="张" />
          </Form.Item>
          <PhoneListItem />
        </Form>
      )}
    </Modal>
  );
}
