import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Msg, SupportMsg } from '@shangan/shared';
import { AppProviders } from '../../../app/providers';
import { setCookie } from '../../../lib/cookies';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import { siteConfigFixture } from '../../../test/site-config-fixture';
import { SupportMessageDialog } from './support-message-dialog';

interface Sent {
  path: string;
  fields: Record<string, string>;
}

function serve(
  reply: () => Response = () => envelopeResponse(200, 200, SupportMsg.sent, { id: 7 }),
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/pc/siteConfig') {
        const contact = { ...siteConfigFixture().contact, serviceHours: '周一至周日 9:00-21:00' };
        return envelopeResponse(200, 200, '', siteConfigFixture({ contact }));
      }
      if (path === '/api/v1/pc/getuserinfo') {
        return envelopeResponse(200, 200, '', {
          id: 3,
          telephone: '13800000001',
          nick_name: '小岸同学',
          user_name: 'sa13800000001',
          realname: '李岸',
        });
      }
      sent.push({ path, fields: Object.fromEntries(new URLSearchParams(String(init?.body))) });
      return reply();
    }),
  );
  return sent;
}

function open(topic: '考试公告' | '备考交流群' = '考试公告') {
  render(
    <AppProviders>
      <SupportMessageDialog topic={topic} onClose={() => undefined} />
    </AppProviders>,
  );
  return screen.getByRole('dialog');
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '提交留言' }));

beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetBrowserState();
});

// antd's form and modal are slow to render under jsdom on a busy machine.
describe('customer-service message form', { timeout: 20_000 }, () => {
  it('sends a visitor message with the page it came from and confirms it', async () => {
    const sent = serve();
    window.history.replaceState(null, '', '/articleDetail/12?from=home');
    const dialog = open();
    expect(await within(dialog).findByText('服务时间：周一至周日 9:00-21:00')).toBeTruthy();
    type(dialog, '您的称呼', '王同学');
    type(dialog, '手机号', '13912345678');
    type(dialog, '留言内容', '  请问江苏省考岗位表什么时候发布？ ');
    submit(dialog);

    expect(await within(dialog).findByText(SupportMsg.sent)).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/v1/pc/support/message',
        fields: {
          topic: '考试公告',
          name: '王同学',
          phone: '13912345678',
          content: '请问江苏省考岗位表什么时候发布？',
          pageUrl: '/articleDetail/12?from=home',
        },
      },
    ]);
    expect(within(dialog).getByRole('button', { name: '知道了' })).toBeTruthy();
  });

  it('says what is missing or wrong and sends nothing', async () => {
    const sent = serve();
    const dialog = open();
    submit(dialog);
    expect(await within(dialog).findByText(SupportMsg.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(Msg.phoneRequired)).toBeTruthy();
    expect(within(dialog).getByText(SupportMsg.contentRequired)).toBeTruthy();

    type(dialog, '手机号', '1391234');
    type(dialog, '留言内容', '你好');
    submit(dialog);
    expect(await within(dialog).findByText(Msg.phoneInvalidPlain)).toBeTruthy();
    expect(await within(dialog).findByText(SupportMsg.contentTooShort)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('keeps what was typed when the server refuses, and shows its message', async () => {
    const sent = serve(() => envelopeResponse(429, 429, '操作太频繁，请稍后再试'));
    const dialog = open('备考交流群');
    expect(within(dialog).getByText(/老师会邀请您入群/)).toBeTruthy();
    type(dialog, '您的称呼', '王同学');
    type(dialog, '手机号', '13912345678');
    type(dialog, '留言内容', '想加入江苏省考交流群');
    submit(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.fields.topic).toBe('备考交流群');
    expect(await screen.findByText('操作太频繁，请稍后再试')).toBeTruthy();
    expect((within(dialog).getByLabelText('留言内容') as HTMLTextAreaElement).value).toBe(
      '想加入江苏省考交流群',
    );
    expect(within(dialog).queryByText(SupportMsg.sent)).toBeNull();
  });

  it('fills in a member’s name and phone', async () => {
    setCookie('edu_token', 'tok');
    const sent = serve();
    const dialog = open();
    await waitFor(() =>
      expect((within(dialog).getByLabelText('手机号') as HTMLInputElement).value).toBe(
        '13800000001',
      ),
    );
    expect((within(dialog).getByLabelText('您的称呼') as HTMLInputElement).value).toBe('李岸');
    type(dialog, '留言内容', '我的VIP什么时候到期？');
    submit(dialog);
    expect(await within(dialog).findByText(SupportMsg.sent)).toBeTruthy();
    expect(sent.at(-1)!.fields).toMatchObject({ name: '李岸', phone: '13800000001' });
  });
});
