import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackMsg } from '@shangan/shared';
import type { MyFeedback } from '@shangan/shared/contracts/feedback';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import FeedbackPage from './feedback-page';

const REPLIED: MyFeedback = {
  id: 2,
  category: '题目纠错',
  content: '资料分析第2题解析按环比计算，题干是同比。',
  contact: '',
  pictures: [],
  status: 'replied',
  reply: '感谢指正，解析已更正。\n祝备考顺利！',
  repliedAt: '2026-11-20T02:00:00.000Z',
  createdAt: '2026-11-19T02:00:00.000Z',
};

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('意见反馈', () => {
  it('says the rules before sending, sends the feedback, and lists it as waiting for a reply', async () => {
    const sent: MyFeedback[] = [];
    const api = fakeApi(
      {
        'GET /pc/feedback/mine': () => ({ data: { list: [...sent], total: sent.length } }),
        'POST /pc/feedback/add': (fields) => {
          const item: MyFeedback = {
            ...REPLIED,
            id: 9,
            category: fields.category as MyFeedback['category'],
            content: String(fields.content),
            contact: String(fields.contact),
            status: 'pending',
            reply: '',
            repliedAt: null,
          };
          sent.unshift(item);
          return { data: item };
        },
      },
      { signedIn: true },
    );
    renderInApp(<FeedbackPage />, { path: '/personalCenter/feedback' });
    expect(await screen.findByText('还没有提交过反馈')).toBeTruthy();

    const submit = screen.getByRole('button', { name: '提交反馈' });
    fireEvent.click(submit);
    expect(await screen.findByText(FeedbackMsg.contentRequired)).toBeTruthy();
    const content = screen.getByLabelText('反馈内容');
    fireEvent.change(content, { target: { value: '太慢了' } });
    fireEvent.click(submit);
    expect(await screen.findByText(FeedbackMsg.contentTooShort)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/feedback/add')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '功能建议' }));
    fireEvent.change(content, { target: { value: '希望错题本可以按知识点筛选。' } });
    fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: 'QQ 123456' } });
    fireEvent.click(submit);

    await waitFor(() =>
      expect(api.fieldsOf('POST /pc/feedback/add')).toEqual([
        {
          category: '功能建议',
          content: '希望错题本可以按知识点筛选。',
          contact: 'QQ 123456',
          pictures: [],
        },
      ]),
    );
    const list = await screen.findByRole('list', { name: '我的反馈' });
    expect(within(list).getByText('待回复')).toBeTruthy();
    expect(within(list).getByText('希望错题本可以按知识点筛选。')).toBeTruthy();
    expect(api.notices).toContainEqual(['success', FeedbackMsg.sent]);
    // The form is ready for the next one.
    expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the school’s reply under the feedback, line breaks kept', async () => {
    fakeApi(
      { 'GET /pc/feedback/mine': { data: { list: [REPLIED], total: 1 } } },
      { signedIn: true },
    );
    renderInApp(<FeedbackPage />, { path: '/personalCenter/feedback' });
    const item = await screen.findByRole('listitem', { name: '反馈：题目纠错' });
    expect(within(item).getByText('已回复')).toBeTruthy();
    expect(within(item).getByText('客服回复')).toBeTruthy();
    expect(within(item).getByText(/感谢指正，解析已更正。\s+祝备考顺利！/)).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const api = fakeApi(
      { 'GET /pc/feedback/mine': { code: 500, msg: '服务器繁忙，请稍后再试' } },
      { signedIn: true },
    );
    renderInApp(<FeedbackPage />, { path: '/personalCenter/feedback' });
    expect(await screen.findByText('反馈记录加载失败')).toBeTruthy();
    api.replies['GET /pc/feedback/mine'] = { data: { list: [REPLIED], total: 1 } };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('客服回复')).toBeTruthy();
  });
});
