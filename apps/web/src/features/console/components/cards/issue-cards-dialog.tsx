import { Form, Input, InputNumber } from 'antd';
import {
  CARD_NAME_MAX,
  CARD_VALID_DAYS_MAX,
  CARDS_PER_PERSON_MAX,
  ConsoleCardMsg,
  readPhoneList,
} from '@shangan/shared';
import { useIssueExperienceCards, type IssueCardsResult } from '../../api/console-experience-cards';
import { check, outside } from '../../lib/form-checks';
import { HandOutModal, HandOutSummary, useHandOut } from '../hand-out-dialog';
import { PhoneListItem } from '../phone-list-field';

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
 * 发放体验卡: N cards a person, valid D days, to every account of a pasted phone list; a batch is
 * sent once however often it is clicked (useHandOut), then the dialog shows what it did.
 */
export function IssueCardsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CardValues>();
  const issue = useIssueExperienceCards();
  const { result, send } = useHandOut<IssueCardsResult>(open, form);

  const submit = (values: CardValues) => {
    if (issue.isPending) return;
    void send((batch) =>
      issue.mutateAsync({
        name: values.name.trim(),
        validDays: values.validDays ?? 0,
        perPerson: values.perPerson ?? 0,
        phones: readPhoneList(values.phones).phones.join('\n'),
        batch,
      }),
    );
  };

  return (
    <HandOutModal
      open={open}
      title="发放体验卡"
      pending={issue.isPending}
      done={
        result && (
          <HandOutSummary
            title={ConsoleCardMsg.issued(result.issued, result.people)}
            issued={result.issued}
            alreadyIssued={result.alreadyIssued}
            unknownPhones={result.unknownPhones}
          />
        )
      }
      onSend={() => form.submit()}
      onClose={onClose}
    >
      <Form<CardValues>
        form={form}
        name="cards-issue"
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={submit}
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
    </HandOutModal>
  );
}
