import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleQuestionMsg } from '@shangan/shared';
import {
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import QuestionEditPage from './question-edit-page';
import { FILL_IN, GROUP, QUESTION_TARGETS, questionsPerson } from './question-fixtures';

const ANSWERED_NOTICE =
  '已有学员作答：修改答案只影响之后的判分，已有成绩不变；题型不能再改，已作答的小题不能删除';

function editorApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': questionsPerson(['editor']),
      'GET /console/questions/targets': { data: QUESTION_TARGETS },
      ...more,
    },
    { signedIn: true },
  );
}

function renderEditor(path: string) {
  renderRoutesInApp(
    {
      '/admin/questions/:id': <QuestionEditPage />,
      '/admin/questions': <p>题目列表</p>,
    },
    { path, showWhere: true },
  );
}

/** A rich text by its accessible name, through the editor Tiptap hangs on it (jsdom cannot type). */
async function richText(name: string): Promise<Editor> {
  await waitFor(() =>
    expect(document.querySelector(`[contenteditable][aria-label="${name}"]`)).not.toBeNull(),
  );
  const element = document.querySelector(`[contenteditable][aria-label="${name}"]`)!;
  return (element as HTMLElement & { editor: Editor }).editor;
}

async function write(name: string, html: string) {
  (await richText(name)).commands.setContent(html, { emitUpdate: true });
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

/** The letter `letter` of the key named `name` (a radio or checkbox group). */
function chooseLetter(name: string, letter: string) {
  const group = screen.getByLabelText(name);
  fireEvent.click(within(group).getByText(letter));
}

const press = (words: string) => fireEvent.click(screen.getByText(words).closest('button')!);

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('题目编辑', () => {
  it('writes a single choice into a draft paper, checking it first', async () => {
    const api = editorApi({ 'POST /console/questions/save': { data: { id: 512 } } });
    renderEditor('/admin/questions/new?subjectId=2&paperId=6');
    expect(await screen.findByText('新建题目')).toBeTruthy();
    // The address chose the subject and the draft paper.
    expect(screen.getByTitle('行测')).toBeTruthy();
    expect(screen.getByTitle('2024年浙江省考行测')).toBeTruthy();

    press('保存');
    expect(await screen.findByText(ConsoleQuestionMsg.stemRequired)).toBeTruthy();
    expect(await screen.findByText(ConsoleQuestionMsg.optionRequired('A'))).toBeTruthy();
    expect(screen.getByText(ConsoleQuestionMsg.answerRequired)).toBeTruthy();
    // A question in a paper needs no knowledge point.
    expect(screen.queryByText(ConsoleQuestionMsg.catalogueRequired)).toBeNull();
    expect(api.fieldsOf('POST /console/questions/save')).toEqual([]);

    await write('题干', '<p>依次填入画横线部分最恰当的一项是</p>');
    await write('选项 A', '<p>截然不同</p>');
    await write('选项 B', '<p>大相径庭</p>');
    await write('选项 C', '<p>迥然不同</p>');
    await write('选项 D', '<p>天壤之别</p>');
    chooseLetter('答案', 'D');
    // Taking out B moves the key with its option: D becomes C.
    fireEvent.click(screen.getByLabelText('删除选项 B'));
    await waitFor(() => expect(document.querySelector('[aria-label="选项 D"]')).toBeNull());
    await pick('知识点', '逻辑填空');
    fireEvent.change(screen.getByLabelText('分值'), { target: { value: '0.8' } });
    fireEvent.click(screen.getByLabelText('4'));
    fireEvent.change(screen.getByLabelText('来源'), {
      target: { value: ' 2024年浙江省考第 31 题 ' },
    });
    press('文字解析');
    await write('解析 1', '<p>根据语境<strong>排除</strong> A</p>');
    press('保存');

    await waitFor(() =>
      expect(api.fieldsOf('POST /console/questions/save')).toEqual([
        {
          id: null,
          subjectId: 2,
          catalogueId: 11,
          paperId: 6,
          typeCode: 'single_choose',
          source: '2024年浙江省考第 31 题',
          context: '<p>依次填入画横线部分最恰当的一项是</p>',
          options: ['<p>截然不同</p>', '<p>迥然不同</p>', '<p>天壤之别</p>'],
          answer: 'C',
          difficulty: 4,
          score: 0.8,
          wordsNum: null,
          analyses: [
            { type: 'text', analysis: '<p>根据语境<strong>排除</strong> A</p>', mediaId: null },
          ],
          materials: [],
          children: [],
        },
      ]),
    );
    await waitFor(() => expect(where()).toBe('/admin/questions?subjectId=2&paperId=6'));
    expect(api.notices).toContainEqual(['success', ConsoleQuestionMsg.saved]);
  });

  it('writes a true-false question with its two fixed options, and a short answer', async () => {
    const api = editorApi({ 'POST /console/questions/save': { data: { id: 513 } } });
    renderEditor('/admin/questions/new');
    await screen.findByText('新建题目');
    await pick('科目', '申论');
    await pick('知识点', '归纳概括');
    await pick('题型', '判断题');
    // Shown as the options and as the key's choices.
    expect(await screen.findAllByText('B. 错误')).toHaveLength(2);
    expect(document.querySelector('[aria-label="选项 A"]')).toBeNull();
    await write('题干', '<p>公文的标题由发文机关、事由和文种组成。</p>');
    chooseLetter('答案', 'A. 正确');
    press('保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/questions/save')).toEqual([
        expect.objectContaining({
          subjectId: 3,
          catalogueId: 30,
          paperId: null,
          typeCode: 'true_false_choose',
          options: ['正确', '错误'],
          answer: 'A',
        }),
      ]),
    );
    await waitFor(() => expect(where()).toBe('/admin/questions?subjectId=3'));
    cleanup();
    stopStubs();

    // Without a paper a knowledge point is wanted; a short answer has a reference and words.
    const second = editorApi({ 'POST /console/questions/save': { data: { id: 514 } } });
    renderEditor('/admin/questions/new?subjectId=3');
    await screen.findByText('新建题目');
    await pick('题型', '简答题');
    await write('题干', '<p>概括给定资料反映的主要问题。</p>');
    await write('参考答案', '<p>一、基层治理……</p>');
    fireEvent.change(screen.getByLabelText('字数要求'), { target: { value: '300' } });
    press('保存');
    expect(await screen.findByText(ConsoleQuestionMsg.catalogueRequired)).toBeTruthy();
    expect(second.fieldsOf('POST /console/questions/save')).toEqual([]);
    await pick('知识点', '归纳概括');
    press('保存');
    await waitFor(() =>
      expect(second.fieldsOf('POST /console/questions/save')).toEqual([
        expect.objectContaining({
          typeCode: 'short_answer',
          options: [],
          answer: '<p>一、基层治理……</p>',
          wordsNum: 300,
        }),
      ]),
    );
  });

  it('edits a material group others answered, keeping each sub-question’s id', async () => {
    const api = editorApi({
      'GET /console/questions/detail': { data: GROUP },
      'POST /console/questions/save': { data: { id: 302 } },
    });
    renderEditor('/admin/questions/302');
    expect(await screen.findByText(ANSWERED_NOTICE)).toBeTruthy();
    expect(api.fieldsOf('GET /console/questions/detail')).toEqual([{ id: '302' }]);
    expect(screen.getByText('修改题目')).toBeTruthy();
    expect(screen.getByText('编号 302')).toBeTruthy();
    // The type and the subject are fixed; the paper is shown, not chosen.
    expect(screen.getAllByText(ConsoleQuestionMsg.typeLocked).length).toBeGreaterThan(0);
    expect(screen.getByText(ConsoleQuestionMsg.subjectLocked)).toBeTruthy();
    expect(screen.getByText('所在试卷')).toBeTruthy();
    expect(screen.queryByLabelText('加入试卷')).toBeNull();
    // The answered sub-question cannot be removed; its video analysis is shown.
    expect(screen.getByLabelText('删除第 1 小题').closest('button')!.disabled).toBe(true);
    expect(screen.getByLabelText('删除第 2 小题').closest('button')!.disabled).toBe(false);
    expect(screen.getByText('粮食产量.mp4')).toBeTruthy();
    expect(screen.getByText('时长 03:07')).toBeTruthy();
    expect(screen.getByLabelText('第 1 小题解析 1预览').getAttribute('src')).toBe(
      '/media/55?sig=x',
    );
    expect((await richText('材料 1')).getHTML()).toContain('69541万吨');

    // The second comes first, a new fill-in comes last.
    fireEvent.click(screen.getByLabelText('上移第 2 小题'));
    await waitFor(async () =>
      expect((await richText('第 1 小题题干')).getHTML()).toContain('能够从资料中推出的是'),
    );
    press('添加小题（最多 30 道）');
    await pick('第 3 小题题型', '填空题');
    await write('第 3 小题题干', '<p>2023年比上年增加约____万吨</p>');
    fireEvent.change(screen.getByLabelText('第 3 小题第 1 空'), { target: { value: '890|900' } });
    await write('材料 1', '<p>2023年全国粮食总产量69541万吨。</p>');
    chooseLetter('第 1 小题答案', 'B');
    press('保存');

    await waitFor(() => expect(api.fieldsOf('POST /console/questions/save')).toHaveLength(1));
    const sent = api.fieldsOf('POST /console/questions/save')[0]!;
    expect(sent).toMatchObject({
      id: 302,
      subjectId: 2,
      catalogueId: 21,
      paperId: null,
      typeCode: 'composite',
      source: '2024年浙江省考',
      context: '<p>根据以下资料，回答问题</p>',
      options: [],
      answer: '',
      materials: ['<p>2023年全国粮食总产量69541万吨。</p>'],
    });
    expect(sent.children).toEqual([
      {
        id: 402,
        typeCode: 'multiple_choose',
        context: '<p>能够从资料中推出的是</p>',
        options: ['<p>甲</p>', '<p>乙</p>', '<p>丙</p>'],
        answer: 'ABC',
        difficulty: 4,
        score: 0.9,
        wordsNum: null,
        analyses: [{ type: 'text', analysis: '<p>逐项判断</p>', mediaId: null }],
      },
      {
        id: 401,
        typeCode: 'single_choose',
        context: '<p>2022年全国粮食总产量约为多少万吨？</p>',
        options: ['<p>68000</p>', '<p>68650</p>', '<p>70000</p>', '<p>71000</p>'],
        answer: 'B',
        difficulty: 3,
        score: 0.8,
        wordsNum: null,
        analyses: [{ type: 'video', analysis: '', mediaId: 55 }],
      },
      {
        id: null,
        typeCode: 'fill_in',
        context: '<p>2023年比上年增加约____万吨</p>',
        options: [],
        answer: ['890|900'],
        difficulty: 3,
        score: 1,
        wordsNum: null,
        analyses: [],
      },
    ]);
    await waitFor(() => expect(where()).toBe('/admin/questions?subjectId=2&paperId=6'));
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const api = editorApi({
      'GET /console/questions/detail': { data: FILL_IN },
      'POST /console/questions/save': { code: 400, msg: ConsoleQuestionMsg.duplicate(77) },
    });
    renderEditor('/admin/questions/303');
    const first = await screen.findByLabelText('第 1 空');
    expect((first as HTMLInputElement).value).toBe('北京|北京市');
    expect((screen.getByLabelText('第 2 空') as HTMLInputElement).value).toBe('上海');
    expect(screen.queryByText(ANSWERED_NOTICE)).toBeNull();
    // Nobody answered it: its type may change.
    expect(screen.queryByText(ConsoleQuestionMsg.typeLocked)).toBeNull();

    press('添加一空');
    fireEvent.change(await screen.findByLabelText('第 3 空'), { target: { value: '广州' } });
    press('保存');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleQuestionMsg.duplicate(77)]),
    );
    expect(api.fieldsOf('POST /console/questions/save')).toEqual([
      expect.objectContaining({
        id: 303,
        typeCode: 'fill_in',
        catalogueId: 11,
        options: [],
        answer: ['北京|北京市', '上海', '广州'],
      }),
    ]);
    expect(api.notices).not.toContainEqual(['success', ConsoleQuestionMsg.saved]);
    expect(where()).toBe('/admin/questions/303');
    expect((screen.getByLabelText('第 3 空') as HTMLInputElement).value).toBe('广州');
  });

  it('uploads an analysis file and takes the kind the server found', async () => {
    const api = editorApi({
      'GET /console/questions/detail': { data: FILL_IN },
      'POST /console/questions/media': {
        data: {
          id: 91,
          kind: 'audio',
          fileName: '讲解.m4a',
          durationSeconds: 65,
          url: '/media/91?sig=y',
        },
      },
      'POST /console/questions/save': { data: { id: 303 } },
    });
    renderEditor('/admin/questions/303');
    await screen.findByLabelText('第 1 空');
    press('视频解析');
    // Nothing to play yet: the file is wanted before saving.
    press('保存');
    expect(await screen.findByText(ConsoleQuestionMsg.mediaRequired)).toBeTruthy();

    const input = (await screen.findByLabelText('解析 2选择文件'))
      .closest('.ant-upload')!
      .querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['abc'], '讲解.m4a', { type: 'audio/mp4' })] },
    });
    expect(await screen.findByText('讲解.m4a')).toBeTruthy();
    expect(api.fieldsOf('POST /console/questions/media')).toEqual([
      { fileName: '讲解.m4a', content: 'YWJj' },
    ]);
    // The server heard audio: the analysis is an audio one now.
    expect(screen.getByText('音频解析', { selector: '.ant-tag *' })).toBeTruthy();
    expect(screen.getByText('时长 01:05')).toBeTruthy();
    expect(screen.getByLabelText('解析 2预览').tagName).toBe('AUDIO');

    press('保存');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/questions/save')).toEqual([
        expect.objectContaining({
          analyses: [
            { type: 'text', analysis: '<p>常识</p>', mediaId: null },
            { type: 'audio', analysis: '', mediaId: 91 },
          ],
        }),
      ]),
    );
    await waitFor(() => expect(where()).toBe('/admin/questions?subjectId=2'));
  });

  it('says when the question is not there', async () => {
    editorApi({ 'GET /console/questions/detail': { code: 404, msg: ConsoleQuestionMsg.notFound } });
    renderEditor('/admin/questions/999');
    expect((await screen.findAllByText(ConsoleQuestionMsg.notFound)).length).toBeGreaterThan(0);
    expect(screen.getByText('返回列表')).toBeTruthy();
  });
});
