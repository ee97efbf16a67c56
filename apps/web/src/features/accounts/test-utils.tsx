/**
 * Test harness for the account dialogs: the real dialog host with a fresh query client, a fake
 * server answering by path, and the notices and navigations the person would see.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '../../lib/auth-dialog';
import type { AuthDialog } from '../../lib/auth-dialog';
import { setDocumentNavigate } from '../../lib/navigation';
import { setNoticeSink } from '../../lib/notifier';
import AuthDialogHost from './components/auth-dialog-host';
import { updateAuthFlow } from './auth-state';

export interface FakeReply {
  code?: number;
  msg?: string;
  data?: unknown;
  status?: number;
}

export interface Harness {
  queryClient: QueryClient;
  notices: Array<[string, string]>;
  navigations: string[];
  /** Requests as `METHOD /path` with their form fields. */
  requests: Array<{ call: string; fields: Record<string, string> }>;
  /** Answers for `METHOD /path` (without /api/v1); unknown paths answer 404. */
  replies: Record<string, FakeReply | ((fields: Record<string, string>) => FakeReply)>;
}

export const DEMO_USER = {
  id: 7,
  telephone: '13800000001',
  nick_name: '小岸同学',
  user_name: 'sa13800000001',
  head_portrait: '',
  weight: 0,
  trialVip: 0,
  vip: '',
  icon: '',
  expiration_time: null,
  realname: '小岸同学',
  email: null,
  hasPassword: true,
};

function fieldsOf(url: URL, init?: RequestInit): Record<string, string> {
  const fields = Object.fromEntries(url.searchParams);
  if (typeof init?.body === 'string')
    Object.assign(fields, Object.fromEntries(new URLSearchParams(init.body)));
  return fields;
}

export function setupHarness(): Harness {
  resetBrowserState();
  closeAuthDialog();
  updateAuthFlow({ phone: null, posterQr: null, pendingLogin: null });
  const harness: Harness = {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    notices: [],
    navigations: [],
    requests: [],
    replies: {},
  };
  setNoticeSink((level, text) => harness.notices.push([level, text]));
  setDocumentNavigate((to) => harness.navigations.push(to));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
      const fields = fieldsOf(url, init);
      harness.requests.push({ call, fields });
      const reply = harness.replies[call];
      const answer = typeof reply === 'function' ? reply(fields) : reply;
      if (!answer) return envelopeResponse(404, 404, '请求的接口不存在');
      return envelopeResponse(
        answer.status ?? 200,
        answer.code ?? 200,
        answer.msg ?? '',
        answer.data ?? null,
      );
    }),
  );
  return harness;
}

export function teardownHarness(): void {
  vi.unstubAllGlobals();
  setNoticeSink(null);
  setDocumentNavigate(null);
  closeAuthDialog();
}

function Host() {
  return <AuthDialogHost dialog={useAuthDialog()} />;
}

/** Renders the dialog host with `dialog` open and returns that dialog's element. */
export async function openDialog(harness: Harness, dialog: AuthDialog, title: string) {
  render(
    <QueryClientProvider client={harness.queryClient}>
      <Host />
    </QueryClientProvider>,
  );
  act(() => openAuthDialog(dialog));
  return findDialog(title);
}

/**
 * A dialog by its title. (Not by role name: under NODE_ENV=test antd gives every modal title
 * the same id, so two modals in the page would share one accessible name.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${title} is not inside a dialog`);
  return dialog;
}

export function calls(harness: Harness, call: string) {
  return harness.requests.filter((request) => request.call === call);
}

/** Types into the field labelled `label` inside `scope`. */
export function type(scope: HTMLElement, label: string, value: string): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Completes the slide verification from the keyboard (End), as a person can. */
export function passSlider(scope: HTMLElement): void {
  fireEvent.keyDown(within(scope).getByRole('slider'), { key: 'End' });
}

export function submit(scope: HTMLElement, name: string): void {
  fireEvent.click(within(scope).getByRole('button', { name }));
}

export function tickTerms(scope: HTMLElement): void {
  fireEvent.click(within(scope).getByRole('checkbox', { name: /我已阅读并同意/ }));
}
