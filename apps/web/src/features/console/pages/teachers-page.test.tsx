import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleTeacherMsg } from '@shangan/shared';
import type { ConsoleTeacherProfile } from '@shangan/shared/contracts/console/teachers';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import TeachersPage from './teachers-page';

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

const LIN: ConsoleTeacherProfile = {
  id: 3,
  name: '林老师',
  title: '申论主讲',
  intro: '十年申论教学经验',
  years: 10,
  avatarUrl: '/api/v1/pc/images/12',
  courses: 4,
  accountPhone: '13800000009',
  accountName: '批改老师',
};

function press(dialog: HTMLElement, words: string) {
  fireEvent.click(within(dialog).getByText(words).closest('button')!);
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('讲师', () => {
  it('lists the profiles and changes one, refusing a malformed account phone first', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/teachers': {
          data: [LIN, { ...LIN, id: 4, name: '周老师', accountPhone: '', accountName: '' }],
        },
        'POST /console/teachers/save': (body) => ({ data: { ...LIN, ...body } }),
      },
      { signedIn: true },
    );
    renderRoutesInApp({ '/admin/teachers': <TeachersPage /> }, { path: '/admin/teachers' });
    expect(await screen.findByText('林老师')).toBeTruthy();
    expect(screen.getByText('未关联')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('编辑林老师'));
    const dialog = (await screen.findByText('编辑讲师：林老师')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    type(dialog, '授课账号（手机号）', '1380000');
    press(dialog, '保存');
    expect(await within(dialog).findByText(ConsoleTeacherMsg.accountMissing)).toBeTruthy();
    expect(api.fieldsOf('POST /console/teachers/save')).toEqual([]);

    type(dialog, '授课账号（手机号）', '');
    type(dialog, '头衔', '申论教研组长');
    press(dialog, '保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/teachers/save')).toEqual([
        {
          id: 3,
          name: '林老师',
          title: '申论教研组长',
          years: 10,
          intro: '十年申论教学经验',
          avatarUrl: '/api/v1/pc/images/12',
          accountPhone: '',
        },
      ]),
    );
    expect(api.notices).toContainEqual(['success', ConsoleTeacherMsg.saved]);
  });
});
