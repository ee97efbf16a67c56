import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteContentMsg } from '@shangan/shared';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import SiteContentPage from './site-content-page';
import { CITY_EXAM, LINKED_EXAM, SITE_OPTIONS } from './site-content-fixtures';

const person = { data: { ...demoUserInfo(), roles: ['editor'] } };

/** Published articles the announcement search finds. */
const ARTICLE_ROW = {
  state: 'published',
  id: 305,
  title: '2027年北京市考公告',
  columnId: 2,
  columnTitle: '省考公告',
  cityName: '北京',
  editor: '',
  time: '2026-10-20T02:00:00.000Z',
  viewCount: 0,
  publishAt: null,
};

function examApi(more: FakeApi['replies'] = {}) {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person,
      'GET /console/site-content/options': { data: SITE_OPTIONS },
      'GET /console/site-content/exams': { data: { list: [LINKED_EXAM, CITY_EXAM], total: 23 } },
      'GET /console/articles': (fields) => ({
        data: fields.keyword ? { list: [ARTICLE_ROW], total: 1 } : { list: [], total: 0 },
      }),
      ...more,
    },
    { signedIn: true },
  );
}

function renderExams(path = '/admin/site-content?tab=exams') {
  renderRoutesInApp({ '/admin/site-content': <SiteContentPage /> }, { path, showWhere: true });
}

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Chooses `option` in the dialog's select named `label`. */
async function pick(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

/** Types a day into a date box and takes it. */
function pickDay(input: HTMLElement, day: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('站点内容 · 考试日历', () => {
  it('lists a page of exams with their days and announcement, found by kind and name', async () => {
    const api = examApi();
    renderExams();
    const linked = (await screen.findByText(LINKED_EXAM.title)).closest('tr')!;
    expect(within(linked).getByText('2026-10-15 至 2026-10-24')).toBeTruthy();
    expect(within(linked).getByText('2026-11-30')).toBeTruthy();
    expect(within(linked).getByText('—')).toBeTruthy();
    const article = within(linked).getByText(LINKED_EXAM.articleTitle);
    expect(article.getAttribute('href')).toBe('/articleDetail/301');
    expect(article.getAttribute('target')).toBe('_blank');
    const city = screen.getByText(CITY_EXAM.title).closest('tr')!;
    // Its region and its city site.
    expect(within(city).getAllByText('北京', { selector: 'td' })).toHaveLength(2);
    expect(within(city).getByText('未关联')).toBeTruthy();
    expect(screen.getByText('共 23 场')).toBeTruthy();
    expect(api.fieldsOf('GET /console/site-content/exams')).toEqual([
      { page: '1', pageSize: '20' },
    ]);

    fireEvent.mouseDown(screen.getByLabelText('考试类型'));
    fireEvent.click((await screen.findAllByTitle('省考')).at(-1)!);
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/site-content/exams').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        examType: '省考',
      }),
    );
    const search = screen.getByLabelText('搜索考试');
    fireEvent.change(search, { target: { value: '北京' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/site-content/exams').at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        examType: '省考',
        keyword: '北京',
      }),
    );
    expect(where()).toBe(
      '/admin/site-content?tab=exams&examType=%E7%9C%81%E8%80%83&keyword=%E5%8C%97%E4%BA%AC',
    );
    api.replies['GET /console/site-content/exams'] = { data: { list: [], total: 0 } };
    // The search box is drawn afresh for the address's keyword.
    const again = screen.getByLabelText('搜索考试');
    fireEvent.change(again, { target: { value: '深圳' } });
    fireEvent.keyDown(again, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('没有找到符合条件的考试，换个类型或名称再找')).toBeTruthy();
  });

  it('refuses an exam before its sign-up ends, then sends the days as YYYY-MM-DD', async () => {
    const api = examApi({
      'POST /console/site-content/exams/save': (fields) => ({
        data: { ...CITY_EXAM, ...fields, id: 53, articleTitle: ARTICLE_ROW.title },
      }),
    });
    renderExams();
    await screen.findByText(LINKED_EXAM.title);
    fireEvent.click(screen.getByRole('button', { name: /新建考试/ }));
    const dialog = await dialogTitled('新建考试');

    save(dialog);
    expect(await within(dialog).findByText(SiteContentMsg.examTitleRequired)).toBeTruthy();
    expect(within(dialog).getByText(SiteContentMsg.examTypeInvalid)).toBeTruthy();
    expect(within(dialog).getByText(SiteContentMsg.regionInvalid)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('考试名称'), {
      target: { value: ' 2027年北京市考 ' },
    });
    await pick(dialog, '考试类型', '省考');
    await pick(dialog, '地区', '北京');
    await pick(dialog, '城市分站', '北京');
    pickDay(within(dialog).getByPlaceholderText('报名开始'), '2026-11-01');
    pickDay(within(dialog).getByPlaceholderText('报名截止'), '2026-11-05');
    pickDay(within(dialog).getByPlaceholderText('考试日期'), '2026-11-04');
    save(dialog);
    expect(await within(dialog).findByText(SiteContentMsg.examOrderInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/site-content/exams/save')).toEqual([]);

    pickDay(within(dialog).getByPlaceholderText('考试日期'), '2026-12-06');
    await waitFor(() =>
      expect(within(dialog).queryByText(SiteContentMsg.examOrderInvalid)).toBeNull(),
    );
    // The announcement is found among published articles by its title.
    const announcement = within(dialog).getByLabelText('关联公告');
    fireEvent.mouseDown(announcement);
    fireEvent.change(announcement, { target: { value: '北京市考' } });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/articles').at(-1)).toEqual({
        state: 'published',
        pageSize: '20',
        keyword: '北京市考',
      }),
    );
    fireEvent.click((await screen.findAllByTitle(ARTICLE_ROW.title)).at(-1)!);
    save(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/exams/save')).toEqual([
        {
          id: null,
          title: '2027年北京市考',
          examType: '省考',
          region: '北京',
          cityId: 11,
          signupStart: '2026-11-01',
          signupEnd: '2026-11-05',
          examDate: '2026-12-06',
          articleId: 305,
        },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.saved]));
  });

  it('edits an exam keeping its announcement, and deletes one after asking', async () => {
    const api = examApi({
      'POST /console/site-content/exams/save': (fields) => ({
        data: { ...LINKED_EXAM, ...fields },
      }),
      'POST /console/site-content/delete': { data: null },
    });
    renderExams();
    fireEvent.click(await screen.findByLabelText(`编辑：${LINKED_EXAM.title}`));
    const dialog = await dialogTitled('编辑考试');
    // The current announcement shows by its title, before any search.
    expect(within(dialog).getByTitle(LINKED_EXAM.articleTitle)).toBeTruthy();
    save(dialog);
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/exams/save')).toEqual([
        {
          id: LINKED_EXAM.id,
          title: LINKED_EXAM.title,
          examType: '国考',
          region: '全国',
          cityId: null,
          signupStart: '2026-10-15',
          signupEnd: '2026-10-24',
          examDate: '2026-11-30',
          articleId: 301,
        },
      ]),
    );

    fireEvent.click(screen.getByLabelText(`删除：${CITY_EXAM.title}`));
    const popup = (await screen.findByText('删除这场考试？')).closest<HTMLElement>('.ant-popover')!;
    fireEvent.click(within(popup).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/site-content/delete')).toEqual([
        { kind: 'exam', id: CITY_EXAM.id },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', SiteContentMsg.deleted]));
  });
});
