import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleCourseMsg } from '@shangan/shared';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderRoutesInApp,
  stopStubs,
  where,
} from '../../../test/app-harness';
import CourseEditPage from './course-edit-page';
import {
  COURSE_ROW,
  courseDetail,
  FREE_ROW,
  MICRO_ROW,
  PACKAGE_ROW,
  packageDetail,
  TEACHERS,
} from './course-fixtures';

const person = { data: { ...demoUserInfo(), roles: ['teacher'] } };

function renderEditor(path: string) {
  renderRoutesInApp(
    {
      '/admin/courses/new': <CourseEditPage />,
      '/admin/courses/:id': <CourseEditPage />,
      '/admin/courses': <p>课程列表</p>,
    },
    { path, showWhere: true },
  );
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

/** The open dropdowns' options of that title. */
const optionsTitled = (title: string) =>
  screen.queryAllByTitle(title).filter((item) => item.matches('.ant-select-item-option'));

/** The open dropdown's option of that title, once it is there. */
async function option(title: string): Promise<HTMLElement> {
  await waitFor(() => expect(optionsTitled(title)).not.toHaveLength(0));
  return optionsTitled(title).at(-1)!;
}

/** The courses 套餐课程 lists, in order. */
function memberTitles(): string[] {
  const list = screen.queryByRole('list');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span:nth-child(2) > span')?.textContent ?? '');
}

/** The course list the 添加课程 picker searches: courses whose title holds the keyword. */
const COURSE_LIST = (fields: Record<string, unknown>) => ({
  data: {
    list: [PACKAGE_ROW, MICRO_ROW, FREE_ROW, COURSE_ROW].filter((row) =>
      row.title.includes(String(fields.keyword ?? '')),
    ),
    total: 4,
  },
});

/** The open dialog of that title (found by its title: role queries are slow on a page this big). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Answers a Popconfirm titled `title` with its `ok` button. */
async function confirm(title: string, ok: string) {
  const popup = (await screen.findByText(title)).closest<HTMLElement>('.ant-popover')!;
  fireEvent.click(within(popup).getByRole('button', { name: ok }));
}

/** Dialogs close with an animation jsdom never ends: a save is seen by its 已保存 instead. */
async function savedTimes(api: FakeApi, times: number) {
  await waitFor(() =>
    expect(api.notices.filter(([, text]) => text === ConsoleCourseMsg.saved)).toHaveLength(times),
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('编辑课程', () => {
  it('checks a new course before sending it, creates it and opens its outline', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'POST /console/courses/save': { data: { id: 12 } },
        'GET /console/courses/detail': { data: courseDetail({ chapters: [] }) },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/new');
    expect(await screen.findByRole('heading', { name: '新建课程' })).toBeTruthy();
    expect(screen.getByText('创建后即可在下方编排章节、添加课时和上传视频')).toBeTruthy();
    expect(screen.queryByText('课程大纲')).toBeNull();

    // Nothing is sent while the title is missing or a price is wrong.
    type('售价（元）', '12.345');
    fireEvent.click(screen.getByRole('button', { name: '创建课程' }));
    expect(await screen.findByText(ConsoleCourseMsg.titleRequired)).toBeTruthy();
    expect(await screen.findByText(ConsoleCourseMsg.priceInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/courses/save')).toEqual([]);

    // Any kind may be chosen for a new course, a package too.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '课程类型' }));
    expect((await option('课程套餐')).getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(await option('微课'));
    expect(screen.queryByText('套餐课程')).toBeNull();

    type('课程标题', ' 申论大作文十讲 ');
    type('副标题', '十篇范文讲透结构');
    type('售价（元）', '99');
    type('原价（元）', '59');
    await pick('科目', '申论');
    await pick('考试', '省考');
    await pick('授课老师', '李老师（申论讲师）');
    fireEvent.change(screen.getByRole('spinbutton', { name: '有效天数' }), {
      target: { value: '180' },
    });
    fireEvent.click(screen.getByRole('switch', { name: '上架' }));
    fireEvent.click(screen.getByRole('button', { name: '创建课程' }));
    expect(await screen.findByText(ConsoleCourseMsg.originalPriceInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/courses/save')).toEqual([]);

    type('原价（元）', '199');
    fireEvent.click(screen.getByRole('button', { name: '创建课程' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/save')).toEqual([
        {
          kind: 'micro',
          subject: '申论',
          exam: '省考',
          title: '申论大作文十讲',
          subtitle: '十篇范文讲透结构',
          coverUrl: '',
          price: '99',
          originalPrice: '199',
          validityDays: 180,
          trialSeconds: 0,
          intro: '',
          teacherIds: [4],
          status: 'on_sale',
        },
      ]),
    );
    expect(api.notices).toContainEqual(['success', ConsoleCourseMsg.saved]);
    await waitFor(() => expect(where()).toBe('/admin/courses/12'));
    expect(await screen.findByText('还没有章节，先新建一章')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '编辑课程' })).toBeTruthy();
  });

  it("saves a course's changes under its id, and shows the server's refusal", async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'GET /console/courses/detail': { data: courseDetail() },
        'POST /console/courses/save': { code: 400, msg: ConsoleCourseMsg.kindChangeRefused },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/12');
    const title = await screen.findByRole('textbox', { name: '课程标题' });
    expect((title as HTMLInputElement).value).toBe('2027国考行测系统班');
    expect(api.fieldsOf('GET /console/courses/detail')).toEqual([{ id: '12' }]);
    expect(screen.getByTitle('王老师（行测资深讲师）')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '上架' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('销量 208 · 最后修改 2026-11-28 10:00')).toBeTruthy();
    // A course never becomes a package.
    expect(screen.getByText(ConsoleCourseMsg.packageKindLocked)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '课程类型' }));
    expect((await option('课程套餐')).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(await option('公开课'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleCourseMsg.kindChangeRefused]),
    );
    expect(api.fieldsOf('POST /console/courses/save')).toEqual([
      expect.objectContaining({ id: 12, kind: 'public', price: '1280.00', teacherIds: [3] }),
    ]);
    expect(where()).toBe('/admin/courses/12');
    expect((screen.getByRole('textbox', { name: '课程标题' }) as HTMLInputElement).value).toBe(
      '2027国考行测系统班',
    );
  });

  it("adds, renames, moves and removes chapters, showing the server's refusals", async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'GET /console/courses/detail': { data: courseDetail() },
        'POST /console/courses/chapters/save': { data: { id: 23 } },
        'POST /console/courses/parts/move': { data: null },
        'POST /console/courses/parts/remove': { code: 400, msg: ConsoleCourseMsg.chapterNotEmpty },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/12');
    expect(await screen.findByText('言语理解')).toBeTruthy();
    expect(screen.getByText('第2章').nextSibling?.textContent).toBe('数量关系');
    expect(screen.getByText('本章还没有课时')).toBeTruthy();
    expect(screen.getByLabelText('上移章节：言语理解')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('下移章节：数量关系')).toHaveProperty('disabled', true);

    // A new chapter: its title is required.
    fireEvent.click(screen.getByText('新建章节'));
    let dialog = await dialogTitled('新建章节');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(ConsoleCourseMsg.titleRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('章节标题'), {
      target: { value: '判断推理' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/chapters/save')).toEqual([
        { courseId: 12, title: '判断推理' },
      ]),
    );
    await savedTimes(api, 1);

    fireEvent.click(screen.getByLabelText('章节改名：数量关系'));
    dialog = await dialogTitled('章节改名');
    const title = within(dialog).getByLabelText('章节标题');
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('数量关系'));
    fireEvent.change(title, { target: { value: '数量关系与资料分析' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/chapters/save').at(-1)).toEqual({
        courseId: 12,
        id: 22,
        title: '数量关系与资料分析',
      }),
    );
    await savedTimes(api, 2);

    fireEvent.click(screen.getByLabelText('下移章节：言语理解'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/parts/move')).toEqual([
        { part: 'chapter', id: 21, direction: 'down' },
      ]),
    );

    // The server refuses to remove a chapter that still has lessons, and says why.
    fireEvent.click(screen.getByLabelText('删除章节：言语理解'));
    await confirm('删除这一章？', '删除');
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleCourseMsg.chapterNotEmpty]),
    );
    expect(api.fieldsOf('POST /console/courses/parts/remove')).toEqual([
      { part: 'chapter', id: 21 },
    ]);
  });

  it('adds, edits, moves and removes video lessons', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'GET /console/courses/detail': { data: courseDetail() },
        'POST /console/courses/lessons/save': { data: { id: 103 } },
        'POST /console/courses/parts/move': { data: null },
        'POST /console/courses/parts/remove': { data: null },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/12');
    const second = (await screen.findByText('数量关系')).closest<HTMLElement>('.ant-card')!;
    expect(screen.getByText('试看')).toBeTruthy();

    // A video lesson at the end of the empty chapter, open to all (试看).
    fireEvent.click(within(second).getByText('添加视频课时'));
    let dialog = await dialogTitled('添加视频课时');
    fireEvent.change(within(dialog).getByLabelText('课时标题'), {
      target: { value: '数字推理入门' },
    });
    fireEvent.click(within(dialog).getByLabelText('试看'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/lessons/save')).toEqual([
        { chapterId: 22, title: '数字推理入门', isTrial: true },
      ]),
    );
    await savedTimes(api, 1);

    fireEvent.click(screen.getByLabelText('编辑课时：片段阅读'));
    dialog = await dialogTitled('编辑课时');
    const trial = within(dialog).getByLabelText('试看');
    await waitFor(() => expect((trial as HTMLInputElement).checked).toBe(true));
    fireEvent.click(trial);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/lessons/save').at(-1)).toEqual({
        chapterId: 21,
        id: 102,
        title: '片段阅读',
        isTrial: false,
      }),
    );
    await savedTimes(api, 2);

    expect(screen.getByLabelText('上移课时：逻辑填空的三种解题思路')).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByLabelText('下移课时：逻辑填空的三种解题思路'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/parts/move')).toEqual([
        { part: 'lesson', id: 101, direction: 'down' },
      ]),
    );

    // Removing a lesson takes its video too, so it is confirmed first.
    fireEvent.click(screen.getByLabelText('删除课时：片段阅读'));
    expect(await screen.findByText('课时的视频会一并删除，无法恢复')).toBeTruthy();
    expect(api.fieldsOf('POST /console/courses/parts/remove')).toEqual([]);
    await confirm('删除这个课时？', '删除');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/parts/remove')).toEqual([
        { part: 'lesson', id: 102 },
      ]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleCourseMsg.removed]));
  });

  it('creates a package from courses picked and ordered, sending their ids in that order', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'GET /console/courses': COURSE_LIST,
        'POST /console/courses/save': { data: { id: 30 } },
        'GET /console/courses/detail': {
          data: packageDetail({
            members: [COURSE_ROW, MICRO_ROW].map(({ id, title, kind, status }) => ({
              id,
              title,
              kind,
              status,
            })),
          }),
        },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/new');
    await pick('课程类型', '课程套餐');
    expect(await screen.findByText('套餐课程')).toBeTruthy();
    expect(screen.getByText('还没有课程，从下方搜索添加')).toBeTruthy();
    expect(screen.getByText('套餐没有自己的章节课时，学员购买后学习其中的课程')).toBeTruthy();
    type('课程标题', '2027国考全程套餐');
    type('售价（元）', '1580');

    // Fewer than two courses: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: '创建套餐' }));
    expect(await screen.findByText(ConsoleCourseMsg.packageMembersTooFew)).toBeTruthy();
    expect(api.fieldsOf('POST /console/courses/save')).toEqual([]);

    // The picker offers courses but no package, and none already in.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加课程' }));
    fireEvent.click(await option(MICRO_ROW.title));
    await waitFor(() => expect(memberTitles()).toEqual([MICRO_ROW.title]));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加课程' }));
    expect(await option(COURSE_ROW.title)).toBeTruthy();
    expect(optionsTitled(PACKAGE_ROW.title)).toEqual([]);
    expect(optionsTitled(MICRO_ROW.title)).toEqual([]);

    // Found by title as typed.
    fireEvent.change(screen.getByRole('combobox', { name: '添加课程' }), {
      target: { value: '申论' },
    });
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/courses').at(-1)).toEqual({
        page: '1',
        pageSize: '30',
        keyword: '申论',
      }),
    );
    await waitFor(() => expect(optionsTitled(COURSE_ROW.title)).toEqual([]));
    fireEvent.click(await option(FREE_ROW.title));
    await waitFor(() => expect(memberTitles()).toEqual([MICRO_ROW.title, FREE_ROW.title]));
    expect(screen.getByText('已下架')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText(ConsoleCourseMsg.packageMembersTooFew)).toBeNull(),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加课程' }));
    fireEvent.click(await option(COURSE_ROW.title));
    await waitFor(() =>
      expect(memberTitles()).toEqual([MICRO_ROW.title, FREE_ROW.title, COURSE_ROW.title]),
    );

    // Ordered and taken out before it is saved.
    expect(screen.getByLabelText(`上移：${MICRO_ROW.title}`)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(`下移：${COURSE_ROW.title}`)).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText(`上移：${COURSE_ROW.title}`));
    fireEvent.click(screen.getByLabelText(`上移：${COURSE_ROW.title}`));
    fireEvent.click(screen.getByLabelText(`移出：${FREE_ROW.title}`));
    await waitFor(() => expect(memberTitles()).toEqual([COURSE_ROW.title, MICRO_ROW.title]));

    fireEvent.click(screen.getByRole('button', { name: '创建套餐' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/save')).toEqual([
        expect.objectContaining({
          kind: 'package',
          title: '2027国考全程套餐',
          price: '1580',
          memberIds: [COURSE_ROW.id, MICRO_ROW.id],
        }),
      ]),
    );
    await waitFor(() => expect(where()).toBe('/admin/courses/30'));
    expect(await screen.findByRole('heading', { name: '编辑课程套餐' })).toBeTruthy();
    await waitFor(() => expect(memberTitles()).toEqual([COURSE_ROW.title, MICRO_ROW.title]));
    expect(screen.queryByText('课程大纲')).toBeNull();
    expect(api.fieldsOf('GET /console/courses/detail')).toEqual([{ id: '30' }]);
  });

  it('keeps the courses of a package learners hold, and adds to it', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'GET /console/courses': COURSE_LIST,
        'GET /console/courses/detail': { data: packageDetail({ holders: 3 }) },
        'POST /console/courses/save': { data: { id: 30 } },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/30');
    expect(await screen.findByText('已有 3 位学员持有该套餐：可以加入课程，不能移出')).toBeTruthy();
    expect(memberTitles()).toEqual([COURSE_ROW.title, FREE_ROW.title]);
    expect(screen.queryByText('课程大纲')).toBeNull();
    expect(screen.getByLabelText(`移出：${COURSE_ROW.title}`)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(`移出：${FREE_ROW.title}`)).toHaveProperty('disabled', true);

    // A package never becomes a course.
    expect(screen.getByText(ConsoleCourseMsg.packageKindLocked)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '课程类型' }));
    expect((await option('系统课')).getAttribute('aria-disabled')).toBe('true');

    // A course added here may be taken out again until it is saved; the saved ones may move.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加课程' }));
    fireEvent.click(await option(MICRO_ROW.title));
    await waitFor(() =>
      expect(memberTitles()).toEqual([COURSE_ROW.title, FREE_ROW.title, MICRO_ROW.title]),
    );
    const takeOut = screen.getByLabelText(`移出：${MICRO_ROW.title}`);
    expect(takeOut).toHaveProperty('disabled', false);
    fireEvent.click(takeOut);
    await waitFor(() => expect(memberTitles()).toEqual([COURSE_ROW.title, FREE_ROW.title]));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加课程' }));
    fireEvent.click(await option(MICRO_ROW.title));
    await waitFor(() => expect(memberTitles()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText(`上移：${MICRO_ROW.title}`));

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/courses/save')).toEqual([
        expect.objectContaining({
          id: 30,
          kind: 'package',
          memberIds: [COURSE_ROW.id, MICRO_ROW.id, FREE_ROW.id],
        }),
      ]),
    );
    await savedTimes(api, 1);
  });

  it("shows the server's refusal of a package's courses, and says when a course is not there", async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { data: TEACHERS },
        'GET /console/courses': COURSE_LIST,
        'GET /console/courses/detail': { data: packageDetail() },
        'POST /console/courses/save': {
          code: 400,
          msg: ConsoleCourseMsg.packageMemberHeld(2),
        },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/30');
    await waitFor(() => expect(memberTitles()).toEqual([COURSE_ROW.title, FREE_ROW.title]));
    expect(screen.queryByText(/位学员持有该套餐/)).toBeNull();

    // Nobody held it when it was read; by the time it is saved, two learners do.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加课程' }));
    fireEvent.click(await option(MICRO_ROW.title));
    await waitFor(() => expect(memberTitles()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText(`移出：${FREE_ROW.title}`));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleCourseMsg.packageMemberHeld(2)]),
    );
    expect(api.fieldsOf('POST /console/courses/save')).toEqual([
      expect.objectContaining({ id: 30, memberIds: [COURSE_ROW.id, MICRO_ROW.id] }),
    ]);
    expect(memberTitles()).toEqual([COURSE_ROW.title, MICRO_ROW.title]);
    cleanup();

    api.replies['GET /console/courses/detail'] = { code: 404, msg: ConsoleCourseMsg.courseMissing };
    renderEditor('/admin/courses/99');
    expect(await screen.findAllByText(ConsoleCourseMsg.courseMissing)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe(
      '/admin/courses',
    );
    cleanup();

    const asked = api.fieldsOf('GET /console/courses/detail').length;
    renderEditor('/admin/courses/abc');
    expect(await screen.findByText(ConsoleCourseMsg.courseMissing)).toBeTruthy();
    expect(api.fieldsOf('GET /console/courses/detail')).toHaveLength(asked);
  });

  it('offers to reload when the teachers could not be read', async () => {
    const api = fakeApi(
      {
        'GET /pc/getuserinfo': person,
        'GET /console/courses/options': { code: 500, msg: '服务器开小差了' },
      },
      { signedIn: true },
    );
    renderEditor('/admin/courses/new');
    expect(await screen.findByText('老师名单加载失败')).toBeTruthy();
    api.replies['GET /console/courses/options'] = { data: TEACHERS };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '新建课程' })).toBeTruthy();
  });
});
