import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackMsg } from '@shangan/shared';
import type { MyFeedback } from '@shangan/shared/contracts/feedback';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { renderMobile } from '../../../test/mobile-harness';
import MobileFeedbackPage from './feedback-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

describe('MFeedback', () => {
  it('says what is missing, sends the feedback and lists it with the reply once given', async () => {
    const sent: MyFeedback[] = [];
    const api = fakeApi(
      {
        'GET /pc/feedback/mine': () => ({ data: { list: [...sent], total: sent.length } }),
        'POST /pc/feedback/add': (fields) => {
          const item: MyFeedback = {
            id: 5,
            category: fields.category as MyFeedback['category'],
            content: String(fields.content),
            contact: String(fields.contact),
            pictures: [],
            status: 'replied',
            reply: '已收到，谢谢！',
            repliedAt: '2026-11-28T03:00:00.000Z',
            createdAt: '2026-11-28T02:00:00.000Z',
          };
          sent.unshift(item);
          return { data: item };
        },
      },
      { signedIn: true },
    );
    renderMobile({ '/feedback': <MobileFeedbackPage /> }, '/feedback');
    expect(await screen.findByText('还没有提交过反馈', {}, WAIT)).toBeTruthy();

    const submit = screen.getByRole('button', { name: '提交反馈' });
    fireEvent.click(submit);
    expect(await screen.findByText(FeedbackMsg.contentRequired, {}, WAIT)).toBeTruthy();
    expect(api.fieldsOf('POST /pc/feedback/add')).toEqual([]);

    fireEvent.click(screen.getByText('课程问题'));
    fireEvent.change(screen.getByPlaceholderText(/请描述您遇到的问题/), {
      target: { value: '直播回放没有声音，换了浏览器也一样。' },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.fieldsOf('POST /pc/feedback/add')).toEqual([
        {
          category: '课程问题',
          content: '直播回放没有声音，换了浏览器也一样。',
          contact: '',
          pictures: [],
        },
      ]),
    );
    const item = await screen.findByRole('listitem', { name: '反馈：课程问题' }, WAIT);
    expect(within(item).getByText('已收到，谢谢！')).toBeTruthy();
    expect((screen.getByPlaceholderText(/请描述您遇到的问题/) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });
});
