import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { idCardCheckChar, Msg } from '@shangan/shared';
import type { Position } from '@shangan/shared/contracts/enlistment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnlistForm, type EnlistFields } from './enlist-form';

const POSITION: Position = {
  id: 101,
  code: '3200120101',
  examId: 2,
  department: '南京市玄武区人民法院',
  unit: '南京市玄武区人民法院',
  positionName: '法官助理',
  intro: '协助法官从事审判辅助工作',
  quota: 2,
  education: '本科及以上',
  educationMin: 'bachelor',
  educationOnly: false,
  degree: '学士及以上',
  major: '本科：法学类；研究生：法学、法律',
  politicalRule: 'party',
  politicalStatus: '中共党员',
  grassrootsYears: 0,
  otherRequirements: '通过国家统一法律职业资格考试（A类）',
  location: '南京市玄武区',
  region: '南京市',
};

const FIRST17 = '32010219990615123';
const ID_CARD = `${FIRST17}${idCardCheckChar(FIRST17)}`;

afterEach(cleanup);

function renderForm(initial: Partial<EnlistFields> = {}) {
  const onSubmit = vi.fn();
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <EnlistForm
        initial={initial}
        position={POSITION}
        busy={null}
        feeText="￥69.00"
        onSubmit={onSubmit}
      />
    </ConfigProvider>,
  );
  return onSubmit;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Picks an option of an antd select by its label. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items.at(-1)!);
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: /提交并缴费/ }));
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存报名信息' }));

async function fillValid() {
  type('姓名', '李上岸');
  type('身份证号', ID_CARD.toLowerCase());
  type('所学专业', ' 法学 ');
  type('毕业院校', '南京大学');
  await choose('学历', '硕士研究生');
  await choose('政治面貌', '中共党员');
}

describe('EnlistForm', () => {
  it('names every missing field in Chinese and sends nothing', async () => {
    const onSubmit = renderForm();
    pay();
    for (const message of [
      '请填写姓名',
      '请填写身份证号',
      Msg.phoneRequired,
      '请选择学历',
      '请填写所学专业',
      '请填写毕业院校',
      '请选择政治面貌',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is wrong with a name, an ID-card number and a phone, as the server would', async () => {
    const onSubmit = renderForm();
    type('姓名', 'Tom');
    const wrong = `${FIRST17}${idCardCheckChar(FIRST17) === '0' ? '1' : '0'}`;
    type('身份证号', wrong);
    type('手机号码', '12345678901');
    save();
    expect(await screen.findByText('姓名应为2-20个汉字')).toBeTruthy();
    expect(await screen.findByText('身份证号校验位不正确，请核对后重新输入')).toBeTruthy();
    expect(await screen.findByText(Msg.phoneInvalidPlain)).toBeTruthy();

    type('身份证号', '32010219990231123X');
    expect(await screen.findByText('身份证号中的出生日期不正确')).toBeTruthy();
    type('身份证号', '3201021999');
    expect(await screen.findByText('身份证号应为18位，最后一位可以是数字或X')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the education and political status against the position', async () => {
    const onSubmit = renderForm();
    await choose('学历', '大专');
    await choose('政治面貌', '共青团员');
    pay();
    expect(await screen.findByText('您的学历不符合该职位的要求（本科及以上）')).toBeTruthy();
    expect(await screen.findByText('该职位要求政治面貌为中共党员（含预备党员）')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields with the button pressed, the ID-card number in capitals', async () => {
    const onSubmit = renderForm({ phone: '13800000001' });
    await fillValid();
    pay();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: '李上岸',
        idCard: ID_CARD.toUpperCase(),
        phone: '13800000001',
        education: 'master',
        major: '法学',
        school: '南京大学',
        politicalStatus: 'party_member',
      },
      'pay',
    );
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![1]).toBe('save');
  });

  it('starts from a saved enlistment', () => {
    renderForm({ name: '王上岸', idCard: ID_CARD, phone: '13912345678', major: '会计学' });
    const form = screen.getByRole('button', { name: '保存报名信息' }).closest('form')!;
    expect(within(form).getByDisplayValue('王上岸')).toBeTruthy();
    expect(within(form).getByDisplayValue(ID_CARD)).toBeTruthy();
    expect(within(form).getByDisplayValue('会计学')).toBeTruthy();
  });
});
