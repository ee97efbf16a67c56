import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleCourseMsg, ConsoleLiveMsg } from '@shangan/shared';
import {
  demoUserInfo,
  fakeApi,
  type FakeApi,
  renderInApp,
  stopStubs,
} from '../../../test/app-harness';
import CourseEditPage from './course-edit-page';
import {
  LIVE_LESSONS,
  LIVE_STARTS_AT,
  liveCourseDetail,
  liveLesson,
  TEACHERS,
} from './course-fixtures';

const person = { data: { ...demoUserInfo(), roles: ['teacher'] } };

function renderEditor() {
  renderInApp(<CourseEditPage />, { path: '/admin/courses/12', route: '/admin/courses/:id' });
}

/** The editor's API with the live course, whose live lessons the live endpoint describes. */
function liveApi(replies: Parameters<typeof fakeApi>[0] = {}): FakeApi {
  return fakeApi(
    {
      'GET /pc/getuserinfo': person,
      'GET /console/courses/options': { data: TEACHERS },
      'GET /console/courses/detail': { data: liveCourseDetail() },
      'GET /console/live/lessons': { data: LIVE_LESSONS },
      ...replies,
    },
    { signedIn: true },
  );
}

/** The outline's row of the lesson of that title. */
async function row(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest<HTMLElement>('tr')!;
}

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

/** A minute a few days ahead, as typed into the picker (local time) and as sent (ISO). */
function aheadMinute(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const typed = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return { typed, iso: at.toISOString() };
}

/** Types a time into the dialog's 开播时间 and takes it. */
function typeStart(dialog: HTMLElement, typed: string) {
  const input = within(dialog).getByLabelText('开播时间');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

const savedNotices = (api: FakeApi) =>
  api.notices.filter(([level, text]) => level === 'success' && text === ConsoleLiveMsg.saved);

afterEach(() => {
  cleanup();
  stopStubs();
});

describe('直播课时', () => {
  it("shows each live lesson's time, length, teacher and state, and its stream", async () => {
    const api = liveApi();
    renderEditor();
    const scheduled = await row('资料分析速算直播');
    expect(await within(scheduled).findByText('2035-03-01 19:30')).toBeTruthy();
    expect(api.fieldsOf('GET /console/live/lessons')).toEqual([{ courseId: '12' }]);
    expect(within(scheduled).getByText('直播')).toBeTruthy();
    expect(within(scheduled).getByText('120 分钟')).toBeTruthy();
    expect(within(scheduled).getByText('李老师')).toBeTruthy();
    expect(within(scheduled).getByText('预告')).toBeTruthy();
    expect(within(scheduled).queryByText('上传视频')).toBeNull();
    expect(within(scheduled).getByLabelText('编辑直播课时：资料分析速算直播')).toHaveProperty(
      'disabled',
      false,
    );

    // A class on air is locked: neither changed nor deleted, and staff are told why.
    const onAir = await row('数字推理直播答疑');
    expect(within(onAir).getByText('2026-11-28 20:00')).toBeTruthy();
    expect(within(onAir).getByText('60 分钟')).toBeTruthy();
    expect(within(onAir).getByText('王老师')).toBeTruthy();
    expect(within(onAir).getByText('直播中')).toBeTruthy();
    const edit = within(onAir).getByLabelText('编辑直播课时：数字推理直播答疑');
    expect(edit).toHaveProperty('disabled', true);
    expect(within(onAir).getByLabelText('删除直播课时：数字推理直播答疑')).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.mouseEnter(edit.parentElement!);
    expect(await screen.findByText(ConsoleLiveMsg.startedLocked)).toBeTruthy();
    fireEvent.click(within(onAir).getByLabelText('删除直播课时：数字推理直播答疑'));
    expect(screen.queryByText('删除这节直播课？')).toBeNull();

    // Moving works for live lessons as for any other.
    expect(within(scheduled).getByLabelText('下移课时：资料分析速算直播')).toHaveProperty(
      'disabled',
      false,
    );

    // What goes into OBS, each part ready to copy.
    fireEvent.click(within(scheduled).getByLabelText('推流信息：资料分析速算直播'));
    const stream = await dialogTitled('推流信息：资料分析速算直播');
    expect(within(stream).getByText('rtmp://live.shangan.test/live')).toBeTruthy();
    expect(within(stream).getByText('sa-9f3c?key=k7Qx2mPz')).toBeTruthy();
    expect(within(stream).getAllByRole('button', { name: /复制/ })).toHaveLength(2);
    expect(
      within(stream).getByText('老师也可以在「直播课 → 我的直播」查看并更换密钥'),
    ).toBeTruthy();
  });

  it('adds a live lesson, refusing it without a title, a time ahead or a length', async () => {
    const api = liveApi({
      'POST /console/live/lessons/save': {
        data: liveLesson({ lessonId: 105, title: '图形推理直播' }),
      },
    });
    renderEditor();
    const card = (await screen.findByText('言语理解')).closest<HTMLElement>('.ant-card')!;
    fireEvent.click(within(card).getByText('添加直播课时'));
    const dialog = await dialogTitled('添加直播课时');
    const minutes = within(dialog).getByLabelText('时长（分钟）');
    await waitFor(() => expect((minutes as HTMLInputElement).value).toBe('90'));

    // Nothing is sent without a title, a time ahead or a length.
    fireEvent.change(minutes, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(ConsoleCourseMsg.titleRequired)).toBeTruthy();
    expect(await within(dialog).findByText(ConsoleLiveMsg.startsAtInvalid)).toBeTruthy();
    expect(await within(dialog).findByText(ConsoleLiveMsg.plannedInvalid)).toBeTruthy();
    expect(api.fieldsOf('POST /console/live/lessons/save')).toEqual([]);

    const { typed, iso } = aheadMinute(3);
    fireEvent.change(within(dialog).getByLabelText('标题'), {
      target: { value: ' 图形推理直播 ' },
    });
    typeStart(dialog, typed);
    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '主讲老师' }));
    fireEvent.click((await screen.findAllByTitle('王老师（行测资深讲师）')).at(-1)!);
    fireEvent.click(within(dialog).getByRole('switch', { name: '试看' }));
    const lessonsRead = api.fieldsOf('GET /console/live/lessons').length;
    const coursesRead = api.fieldsOf('GET /console/courses/detail').length;
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/live/lessons/save')).toEqual([
        {
          chapterId: 21,
          title: '图形推理直播',
          isTrial: true,
          startsAt: iso,
          plannedMinutes: 45,
          teacherId: 3,
        },
      ]),
    );
    await waitFor(() => expect(savedNotices(api)).toHaveLength(1));
    // The outline and its live lessons are read again.
    await waitFor(() =>
      expect(api.fieldsOf('GET /console/live/lessons').length).toBeGreaterThan(lessonsRead),
    );
    expect(api.fieldsOf('GET /console/courses/detail').length).toBeGreaterThan(coursesRead);
  });

  it('changes a scheduled class under its id, keeping the dialog when refused, and deletes one', async () => {
    const api = liveApi({
      'POST /console/live/lessons/save': { code: 400, msg: ConsoleLiveMsg.startedLocked },
      'POST /console/live/lessons/remove': { data: null },
    });
    renderEditor();
    const scheduled = await row('资料分析速算直播');
    await within(scheduled).findByText('2035-03-01 19:30');
    fireEvent.click(within(scheduled).getByLabelText('编辑直播课时：资料分析速算直播'));
    const dialog = await dialogTitled('编辑直播课时');
    const title = within(dialog).getByLabelText('标题');
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('资料分析速算直播'));
    expect((within(dialog).getByLabelText('开播时间') as HTMLInputElement).value).not.toBe('');
    expect((within(dialog).getByLabelText('时长（分钟）') as HTMLInputElement).value).toBe('120');
    expect(within(dialog).getByTitle('李老师（申论讲师）')).toBeTruthy();
    fireEvent.change(title, { target: { value: '资料分析速算直播（加场）' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/live/lessons/save')).toEqual([
        {
          chapterId: 22,
          id: 103,
          title: '资料分析速算直播（加场）',
          isTrial: false,
          startsAt: LIVE_STARTS_AT,
          plannedMinutes: 120,
          teacherId: 4,
        },
      ]),
    );
    // The server's refusal is shown, and what was typed stays.
    await waitFor(() =>
      expect(api.notices).toContainEqual(['error', ConsoleLiveMsg.startedLocked]),
    );
    expect(savedNotices(api)).toEqual([]);
    expect(screen.getByText('编辑直播课时', { selector: '.ant-modal-title' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    fireEvent.click(within(scheduled).getByLabelText('删除直播课时：资料分析速算直播'));
    expect(await screen.findByText('学员的预约会一并取消')).toBeTruthy();
    expect(api.fieldsOf('POST /console/live/lessons/remove')).toEqual([]);
    await confirm('删除这节直播课？', '删除');
    await waitFor(() =>
      expect(api.fieldsOf('POST /console/live/lessons/remove')).toEqual([{ id: 103 }]),
    );
    await waitFor(() => expect(api.notices).toContainEqual(['success', ConsoleLiveMsg.removed]));
    // The video lessons' endpoint is never asked about a live lesson.
    expect(api.fieldsOf('POST /console/courses/parts/remove')).toEqual([]);
  });

  it('says when the live lessons could not be read, and reads them again', async () => {
    const api = liveApi({ 'GET /console/live/lessons': { code: 500, msg: '服务器开小差了' } });
    renderEditor();
    const scheduled = await row('资料分析速算直播');
    expect(await within(scheduled).findByText('直播信息加载失败')).toBeTruthy();
    expect(within(scheduled).getByLabelText('编辑直播课时：资料分析速算直播')).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(scheduled).getByLabelText('推流信息：资料分析速算直播')).toHaveProperty(
      'disabled',
      true,
    );
    api.replies['GET /console/live/lessons'] = { data: LIVE_LESSONS };
    fireEvent.click(within(scheduled).getByRole('button', { name: '重试' }));
    expect(await within(scheduled).findByText('2035-03-01 19:30')).toBeTruthy();
    expect(screen.queryByText('直播信息加载失败')).toBeNull();
  });

  it('asks nothing of the live endpoint for a course without live lessons', async () => {
    const api = liveApi({
      'GET /console/courses/detail': {
        data: { ...liveCourseDetail(), chapters: [liveCourseDetail().chapters[0]!] },
      },
    });
    renderEditor();
    expect(await screen.findByText('片段阅读')).toBeTruthy();
    expect(screen.getByText('添加直播课时')).toBeTruthy();
    expect(api.fieldsOf('GET /console/live/lessons')).toEqual([]);
  });
});
