import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleCardMsg, PhoneListMsg } from '@shangan/shared';
import { demoUserInfo, fakeApi, renderRoutesInApp, stopStubs } from '../../../test/app-harness';
import ExperienceCardsPage from './experience-cards-page';

const person = { data: { ...demoUserInfo(), roles: ['service'] } };

const BATCH = {
  batch: '6f1c2b1e-1d2c-4a5b-9c8d-7e6f5a4b3c2d',
  name: '讲题体验卡',
  people: 12,
  cards: 24,
  used: 5,
  grantedAt: '2026-11-28T02:00:00.000Z',
  expiresAt: '2026-12-28T02:00:00.000Z',
};

function press(dialog: HTMLElement, words: string) {
  fireEvent.click(within(dialog).getByText(words).closest('button')!);
}

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('体验卡', () => {
  it('lists the hand-outs and hands cards to a pasted list, telling who has no account', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/experience-cards': { data: { list: [BATCH], total: 1 } },
        'POST /console/experience-cards/issue': {
          data: { issued: 4, people: 2, alreadyIssued: 0, unknownPhones: ['13900000009'] },
        },
      },
      { signedIn: true },
    );
    renderRoutesInApp(
      { '/admin/experience-cards': <ExperienceCardsPage /> },
      { path: '/admin/experience-cards' },
    );
    expect(await screen.findByText('讲题体验卡')).toBeTruthy();
    expect(screen.getByText('24')).toBeTruthy();

    fireEvent.click(screen.getByText('发放体验卡').closest('button')!);
    const dialog = (
      await screen.findByText('发放体验卡', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.change(within(dialog).getByLabelText('手机号'), {
      target: { value: '13800000001\n1380000' },
    });
    press(dialog, '确认发放');
    expect(await within(dialog).findByText(PhoneListMsg.invalid(2, '1380000'))).toBeTruthy();
    expect(api.fieldsOf('POST /console/experience-cards/issue')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('每人张数'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('手机号'), {
      target: { value: '13800000001，13800000002 13800000001\n13900000009' },
    });
    press(dialog, '确认发放');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/experience-cards/issue')).toEqual([
        {
          name: '讲题体验卡',
          validDays: 30,
          perPerson: 2,
          phones: '13800000001\n13800000002\n13900000009',
          batch: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ]),
    );
    expect(await within(dialog).findByText(ConsoleCardMsg.issued(4, 2))).toBeTruthy();
    expect(within(dialog).getByLabelText('未注册的手机号')).toHaveProperty('value', '13900000009');
  });
});
