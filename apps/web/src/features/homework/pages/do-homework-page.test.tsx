import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  renderInApp,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import {
  HOMEWORK_ID,
  SAVE_CALL,
  SHEET_CALL,
  SUBMIT_CALL,
  WAIT,
  answer,
  sheet,
  submission,
} from '../test-utils';
import DoHomeworkPage from './do-homework-page';
import HomeworkSubmitPage from './homework-submit-page';

/** The autosave waits a second of quiet; a budget for it on a busy machine. */
const SAVED = { timeout: 8_000 };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const savedReply = (fields: Record<string, unknown>) => ({
  data: { rev: fields.rev, savedAt: '2026-05-10T06:05:09.000Z', stale: false },
});

// jsdom has no object URLs; the photo previews only need an address.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  stopStubs();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

function renderCard() {
  renderInApp(<DoHomeworkPage />, { path: `/doHomework?id=${HOMEWORK_ID}` });
}

describe('the answer card', () => {
  it('opens with the saved draft and autosaves each change with a rising rev', async () => {
    const api = fakeApi(
      {
        [SHEET_CALL]: {
          data: sheet({
            submission: submission({
              state: 'draft',
              rev: 3,
              savedAt: '2026-05-10T06:00:00.000Z',
            }),
            answers: [answer(11, { choice: ['A'] }), answer(13, { text: '先前的作答' })],
          }),
        },
        [SAVE_CALL]: savedReply,
      },
      { signedIn: true },
    );
    renderCard();

    const first = await screen.findByRole('article', { name: '第1题' }, WAIT);
    expect(within(first).getByRole('radio', { name: '选项A' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '第3题作答' }).value).toBe(
      '先前的作答',
    );
    expect(screen.getByRole('status').textContent).toContain('已保存 14:00:00');
    expect(screen.getByRole('button', { name: '第2题（未答）' })).toBeTruthy();

    fireEvent.click(within(first).getByRole('radio', { name: '选项B' }));
    fireEvent.change(screen.getByRole('textbox', { name: '第2题第1空' }), {
      target: { value: ' 北京 ' },
    });
    await waitFor(() => expect(api.fieldsOf(SAVE_CALL)).toHaveLength(1), SAVED);
    expect(api.fieldsOf(SAVE_CALL)[0]).toEqual({
      homeworkId: HOMEWORK_ID,
      rev: 4,
      answers: [
        { itemId: 11, choice: ['B'] },
        { itemId: 12, choice: ['北京'] },
        { itemId: 13, text: '先前的作答', pictures: [] },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('已保存 14:05:09'),
    );
    expect(screen.getByRole('button', { name: '第2题（已答）' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '第3题作答' }), {
      target: { value: '新的作答' },
    });
    await waitFor(() => expect(api.fieldsOf(SAVE_CALL)).toHaveLength(2), SAVED);
    expect(api.fieldsOf(SAVE_CALL)[1]).toMatchObject({ rev: 5 });
  });

  it('keeps words the server never got in this browser and puts them back after a reload', async () => {
    const api = fakeApi(
      {
        [SHEET_CALL]: { data: sheet() },
        [SAVE_CALL]: { code: 500, msg: '服务器开小差了，请稍后再试' },
      },
      { signedIn: true },
    );
    renderCard();
    fireEvent.change(await screen.findByRole('textbox', { name: '第3题作答' }, WAIT), {
      target: { value: '断网时写下的作答' },
    });
    expect(await screen.findByText('保存失败，请检查网络', {}, SAVED)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();

    // The tab is killed and opened again: the server still has nothing.
    const tries = api.fieldsOf(SAVE_CALL).length;
    cleanup();
    await waitFor(() => expect(api.fieldsOf(SAVE_CALL).length).toBeGreaterThan(tries));
    renderCard();
    const box = await screen.findByRole<HTMLTextAreaElement>(
      'textbox',
      { name: '第3题作答' },
      WAIT,
    );
    expect(box.value).toBe('断网时写下的作答');
    expect(screen.getByText('已恢复你在本机上次未保存的作答')).toBeTruthy();

    // Back online: 重试 stores it, with a rev above every one tried before.
    api.replies[SAVE_CALL] = savedReply;
    const retry = await screen.findByRole('button', { name: '重试' }, SAVED);
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已保存'), SAVED);
    const sent = api.fieldsOf(SAVE_CALL);
    expect(sent.at(-1)).toMatchObject({
      answers: [{ itemId: 13, text: '断网时写下的作答', pictures: [] }],
    });
    const revs = sent.map((fields) => Number(fields.rev));
    expect(revs.at(-1)).toBe(Math.max(...revs));
    expect(localStorage.getItem(`homework-draft:7:${HOMEWORK_ID}`)).toBeNull();
  });

  it('sends what waits at once when the page is hidden or closed', async () => {
    const api = fakeApi(
      { [SHEET_CALL]: { data: sheet() }, [SAVE_CALL]: savedReply },
      { signedIn: true },
    );
    renderCard();
    fireEvent.change(await screen.findByRole('textbox', { name: '第3题作答' }, WAIT), {
      target: { value: '关掉页面前的最后一句' },
    });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(api.fieldsOf(SAVE_CALL)).toHaveLength(1));
    expect(api.fieldsOf(SAVE_CALL)[0]).toEqual({
      homeworkId: HOMEWORK_ID,
      rev: 1,
      answers: [{ itemId: 13, text: '关掉页面前的最后一句', pictures: [] }],
    });
    // Until the server is heard from, the words stay in this browser too.
    expect(localStorage.getItem(`homework-draft:7:${HOMEWORK_ID}`)).toContain(
      '关掉页面前的最后一句',
    );
  });

  it('names the unanswered questions, hands in and shows the result', async () => {
    let handedIn = false;
    const api = fakeApi(
      {
        [SHEET_CALL]: () => ({
          data: handedIn
            ? sheet({
                submission: submission({
                  submissionId: 50,
                  state: 'submitted',
                  attempt: 1,
                  submittedAt: '2026-05-10T06:10:00.000Z',
                  objectiveScore: 10,
                }),
                answers: [answer(11, { choice: ['A'], correct: 1 })],
                mayAnswer: false,
                answerRefusal: '作业已提交，不能再修改',
              })
            : sheet(),
        }),
        [SAVE_CALL]: savedReply,
        [SUBMIT_CALL]: () => {
          handedIn = true;
          return {
            data: {
              submissionId: 50,
              state: 'submitted',
              submittedAt: '2026-05-10T06:10:00.000Z',
              late: false,
              objectiveScore: 10,
              score: null,
            },
          };
        },
      },
      { signedIn: true },
    );
    renderRoutesInApp(
      { '/doHomework': <DoHomeworkPage />, '/homeworkSubmit': <HomeworkSubmitPage /> },
      { path: `/doHomework?id=${HOMEWORK_ID}`, showWhere: true },
    );
    const first = await screen.findByRole('article', { name: '第1题' }, WAIT);
    fireEvent.click(within(first).getByRole('radio', { name: '选项A' }));
    fireEvent.click(screen.getByRole('button', { name: '提交作业' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('第2、3题还未作答。提交后不能再修改，确定提交吗？'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));

    expect(await screen.findByText('提交成功', {}, WAIT)).toBeTruthy();
    expect(where()).toBe(`/homeworkSubmit?id=${HOMEWORK_ID}`);
    expect(screen.getByText('提交时间：2026-05-10 14:10')).toBeTruthy();
    expect(screen.getByText('客观题得分：10分')).toBeTruthy();
    expect(screen.getByText('待老师批改，批改完成后可查看得分和评语')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的作业' }).getAttribute('href')).toBe(
      '/personalCenter/myHomework',
    );
    expect(screen.getByRole('link', { name: '查看我的作答' }).getAttribute('href')).toBe(
      `/myhomeworkDetail?id=${HOMEWORK_ID}`,
    );
    const [body] = api.fieldsOf(SUBMIT_CALL);
    expect(body).toMatchObject({
      homeworkId: HOMEWORK_ID,
      answers: [{ itemId: 11, choice: ['A'] }],
    });
    const saveRevs = api.fieldsOf(SAVE_CALL).map((fields) => Number(fields.rev));
    expect(Number(body?.rev)).toBeGreaterThan(Math.max(0, ...saveRevs));
    expect(localStorage.getItem(`homework-draft:7:${HOMEWORK_ID}`)).toBeNull();
  });

  it('says why a homework may not be answered and where to look instead', async () => {
    fakeApi(
      {
        [SHEET_CALL]: {
          data: sheet({
            submission: submission({ state: 'submitted', submissionId: 50, attempt: 1 }),
            mayAnswer: false,
            answerRefusal: '作业已提交，不能再修改',
          }),
        },
      },
      { signedIn: true },
    );
    renderCard();
    expect(await screen.findByText('作业已提交，不能再修改', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看提交' }).getAttribute('href')).toBe(
      `/myhomeworkDetail?id=${HOMEWORK_ID}`,
    );
    expect(screen.queryByRole('button', { name: '提交作业' })).toBeNull();
  });

  it('turns, uploads and saves a photo of handwritten work', async () => {
    const api = fakeApi(
      {
        [SHEET_CALL]: { data: sheet() },
        [SAVE_CALL]: savedReply,
        'GET /app/ali/getOssParamsWithSts': {
          data: {
            accessKeyId: 'id',
            accessKeySecret: 'secret',
            bucket: 'answers',
            regionId: 'local',
            securityToken: 'tok',
            expiration: '2099-01-01T00:00:00.000Z',
            dir: 'homework/7/',
            maxBytes: 10_485_760,
            accept: ['image/jpeg', 'image/png', 'image/gif'],
            provider: 'local',
          },
        },
        'POST /stsFile/presign': {
          data: {
            uploadUrl: '/gxw-web-student/stsFile/upload?sig=1',
            method: 'PUT',
            headers: { 'Content-Type': 'image/png' },
            key: 'homework/7/a.png',
            url: 'https://store.example/homework/7/a.png',
          },
        },
        'PUT /stsFile/upload': { data: null },
      },
      { signedIn: true },
    );
    renderCard();
    const album = await screen.findByLabelText('第3题从相册选择照片', {}, WAIT);
    expect(screen.getByLabelText('第3题拍照上传').getAttribute('capture')).toBe('environment');
    fireEvent.change(album, {
      target: { files: [new File([PNG], 'page.png', { type: 'image/png' })] },
    });
    const staged = await screen.findByRole('img', { name: '第3题待上传照片1' });
    fireEvent.click(screen.getByRole('button', { name: '旋转第3题待上传照片1' }));
    expect(staged.style.transform).toBe('rotate(90deg)');
    expect(screen.getByText('还有1张照片未上传')).toBeTruthy();

    // A hand-in now would leave the photo behind: it is refused with the reason.
    fireEvent.click(screen.getByRole('button', { name: '提交作业' }));
    expect(await screen.findByText('第3题还有选好的照片未上传，请先上传或删除。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));

    // The button's name is its icon's and its text: 'upload 上传'.
    fireEvent.click(screen.getByRole('button', { name: /上传$/ }));
    await waitFor(() => expect(screen.getAllByTestId('uploaded-photo')).toHaveLength(1), WAIT);
    expect(screen.queryByText('还有1张照片未上传')).toBeNull();
    // Saved at once, not after the usual quiet.
    await waitFor(() =>
      expect(api.fieldsOf(SAVE_CALL).at(-1)).toMatchObject({
        answers: [{ itemId: 13, text: '', pictures: ['https://store.example/homework/7/a.png'] }],
      }),
    );
    expect(api.fieldsOf('POST /stsFile/presign')[0]).toMatchObject({
      securityToken: 'tok',
      contentType: 'image/png',
    });
  });

  it('asks a visitor to log in', async () => {
    fakeApi({});
    renderCard();
    expect(await screen.findByText('登录后查看作业', {}, WAIT)).toBeTruthy();
  });
});
