import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import type { ShortAnswerView } from '../short-answer/types';
import { discardPendingPictures } from '../short-answer/lib/pending-pictures';
import ShortAnswerPage from './short-answer-page';
import { renderPages } from './practice/test-kit';

const WAIT = { timeout: 20_000 };

beforeEach(() => {
  // jsdom draws no pictures: chosen files get a stand-in preview address.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL() {} }),
  );
});
afterEach(() => {
  cleanup();
  discardPendingPictures(7);
  stopStubs();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function view(changes: Partial<ShortAnswerView> = {}): ShortAnswerView {
  return {
    question: {
      id: 7,
      questionTypeCode: 'short_answer',
      context: '<p>概括长者食堂运营中存在的问题。</p>',
      materialContext: [{ content: '<p>Y市常住人口中老年人占比超过22%。</p>' }],
      wordsNum: 10,
      score: 15,
      parentId: 6,
      siblings: [7],
      checkAnswerUrl: [],
      answer: null,
      analysisList: [],
    },
    answer: null,
    showAnswer: false,
    showGrading: false,
    ...changes,
  };
}

function open(replies: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(replies, { signedIn: true });
  renderPages(
    { '/questionBank/shortAnswer': <ShortAnswerPage /> },
    '/questionBank/shortAnswer?questionId=7',
  );
  return api;
}

const saved = { data: { savedAt: '2026-01-01T00:00:00.000Z', status: 'draft', stale: false } };

describe('the mobile short-answer screen', () => {
  it('saves the text as it is typed, with its counter against the suggested length', async () => {
    const api = open({
      'GET /shortAnswer/question': { data: view() },
      'POST /shortAnswer/save': saved,
    });
    const box = await screen.findByLabelText('作答内容', {}, WAIT);
    screen.getByText('Y市常住人口中老年人占比超过22%。');
    fireEvent.change(box, { target: { value: '选址偏远，就餐人数少，收支难平衡' } });
    expect(screen.getByTestId('word-counter').textContent).toBe('16/10字');
    screen.getByText('您的字数已达到10字');
    await waitFor(
      () =>
        expect(api.fieldsOf('POST /shortAnswer/save').at(-1)).toMatchObject({
          id: 7,
          answer: '选址偏远，就餐人数少，收支难平衡',
          url: [],
        }),
      WAIT,
    );
    await screen.findByText(/^已自动保存/);
  });

  it('takes photos from the camera or the album and uploads them through the upload API', async () => {
    const api = open({
      'GET /shortAnswer/question': { data: view() },
      'POST /shortAnswer/save': saved,
      'POST /stsFile/getSecurityToken': {
        data: {
          accessKeyId: '',
          accessKeySecret: '',
          bucket: 'local',
          regionId: '',
          securityToken: 'sts-1',
          expiration: new Date(Date.now() + 600_000).toISOString(),
          dir: 'answers/7/',
          maxBytes: 10_485_760,
          accept: ['image/png'],
          provider: 'local',
        },
      },
      'POST /stsFile/presign': {
        data: {
          uploadUrl: '/gxw-web-student/stsFile/upload?sig=abc',
          method: 'PUT',
          headers: { 'Content-Type': 'image/png' },
          url: 'local://answers/7/a.png',
        },
      },
      'PUT /stsFile/upload': { data: null },
    });
    await screen.findByLabelText('作答内容', {}, WAIT);
    const camera = screen.getByLabelText('拍照上传');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');

    // Not a picture, whatever its name: refused before anything is sent.
    fireEvent.change(screen.getByLabelText('从相册选择图片'), {
      target: { files: [new File(['MZ'], 'x.png', { type: 'image/png' })] },
    });
    await screen.findByText(/x\.png不是有效的图片/, {}, WAIT);
    expect(api.fieldsOf('POST /stsFile/presign')).toEqual([]);

    fireEvent.change(camera, {
      target: { files: [new File([PNG], 'photo.png', { type: 'image/png' })] },
    });
    await waitFor(
      () =>
        expect(api.fieldsOf('POST /shortAnswer/save').at(-1)).toMatchObject({
          id: 7,
          url: ['local://answers/7/a.png'],
        }),
      WAIT,
    );
    expect(api.fieldsOf('POST /stsFile/presign')).toEqual([
      { securityToken: 'sts-1', fileName: 'photo.png', contentType: 'image/png', size: PNG.length },
    ]);
    expect(api.calls.map((call) => call.call)).toContain('PUT /stsFile/upload');
    const pictures = screen.getAllByTestId('answer-picture');
    expect(pictures.map((item) => item.dataset.uploaded)).toEqual(['true']);
  });

  it('hands the answer in for grading once the learner confirms', async () => {
    const draft = view({
      answer: {
        answer: '已经写好的答案',
        url: [],
        previewUrl: [],
        status: 'draft',
        savedAt: '2026-01-01T00:00:00.000Z',
        submittedAt: null,
        userScore: null,
        score: 15,
        checkNote: '',
        gradedAt: null,
      },
    });
    const api = open({
      'GET /shortAnswer/question': { data: draft },
      'POST /shortAnswer/save': saved,
      'POST /shortAnswer/submit': { data: { status: 'submitted' } },
    });
    const box = await screen.findByLabelText('作答内容', {}, WAIT);
    expect((box as HTMLTextAreaElement).value).toBe('已经写好的答案');
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    within(dialog).getByText('提交后答案将不能再修改，老师批改后可在本页查看得分和评语。');
    fireEvent.click(within(dialog).getByText('提交批改'));
    await waitFor(
      () => expect(api.fieldsOf('POST /shortAnswer/submit')).toEqual([{ id: 7 }]),
      WAIT,
    );
  });

  it('shows the graded answer: score, the grader’s note, model answer images and the reference', async () => {
    open({
      'GET /shortAnswer/question': {
        data: view({
          question: {
            ...view().question,
            answer: '<p>一、选址不合理；二、收支难平衡。</p>',
            checkAnswerUrl: [{ url: '/stsFile/object?k=model-1' }],
            analysisList: [
              { id: 5, type: 'text', analysis: '<p>分条概括即可</p>', isAi: 0, thumbsUp: null },
            ],
          },
          answer: {
            answer: '我写的答案',
            url: ['local://answers/7/a.png'],
            previewUrl: ['/stsFile/object?k=a'],
            status: 'graded',
            savedAt: '2026-01-01T00:00:00.000Z',
            submittedAt: '2026-01-01T01:00:00.000Z',
            userScore: 12,
            score: 15,
            checkNote: '<p>要点基本齐全。</p>',
            gradedAt: '2026-01-02T00:00:00.000Z',
          },
          showAnswer: true,
          showGrading: true,
        }),
      },
    });
    await screen.findByTestId('grading-result', {}, WAIT);
    expect(screen.getByTestId('user-score').textContent).toBe('12');
    screen.getByText('要点基本齐全。');
    expect(screen.getByTestId('my-short-answer').textContent).toBe('我写的答案');
    expect(screen.getByAltText('答案图片1').getAttribute('src')).toBe('/stsFile/object?k=a');
    expect(screen.getByAltText('参考答案图片1').getAttribute('src')).toBe(
      '/stsFile/object?k=model-1',
    );
    screen.getByText('一、选址不合理；二、收支难平衡。');
    screen.getByText('分条概括即可');
    // Frozen once handed in: no box to write in.
    expect(screen.queryByLabelText('作答内容')).toBeNull();
  });
});
