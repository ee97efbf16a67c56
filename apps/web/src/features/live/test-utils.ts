/**
 * Test data of the live pages (the fake API, providers and router are in test/app-harness): a
 * schedule card, a room in any state, chat messages, a teacher's session, and a room event
 * stream the test writes to.
 */
import { vi } from 'vitest';
import type {
  LiveCard,
  LiveMessage,
  LiveRoom,
  LiveTeachingItem,
} from '@shangan/shared/contracts/live';
import { fakeApi, type FakeApi, type Reply } from '../../test/app-harness';

/** A budget for the first answers on a busy machine, not an expectation. */
export const WAIT = { timeout: 8_000 };

export const SESSION_ID = 31;
export const COURSE_ID = 12;

export function card(id: number, changes: Partial<LiveCard> = {}): LiveCard {
  return {
    id,
    lessonId: 100 + id,
    courseId: COURSE_ID,
    courseTitle: '2027国考行测系统精讲班',
    isPublicClass: false,
    title: `第${id}讲 图形推理`,
    teacher: { name: '李老师', avatar: '', title: '行测资深讲师' },
    startsAt: '2026-05-20T11:30:00.000Z',
    plannedMinutes: 90,
    state: 'scheduled',
    stateLabel: '预告',
    cover: '',
    exam: '国考',
    subject: '行测',
    reminded: false,
    reminderCount: 0,
    online: 0,
    ...changes,
  };
}

type RoomChanges = Omit<Partial<LiveRoom>, 'viewer' | 'access'> & {
  viewer?: Partial<LiveRoom['viewer']>;
  access?: Partial<LiveRoom['access']>;
};

/** A room in any state; the viewer and access fields given are changed, the rest kept. */
export function room(changes: RoomChanges = {}): LiveRoom {
  const { viewer, access, ...rest } = changes;
  return {
    ...card(SESSION_ID, { title: '图形推理直播课' }),
    startedAt: null,
    endedAt: null,
    announcement: '',
    access: { level: 'full', reason: '', action: null, ...access },
    player: null,
    playbackLessonId: null,
    playbackNote: '',
    viewer: { userId: 7, isTeacher: false, muted: false, canChat: true, ...viewer },
    chatOpen: true,
    ...rest,
  };
}

export function message(id: number, changes: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id,
    sessionId: SESSION_ID,
    userId: 50 + id,
    name: `学员${id}`,
    avatar: '',
    content: `第${id}条消息`,
    fromTeacher: false,
    pinned: false,
    createdAt: '2026-05-20T11:35:00.000Z',
    ...changes,
  };
}

export function teachingItem(
  id: number,
  changes: Partial<LiveTeachingItem> = {},
): LiveTeachingItem {
  return {
    ...card(id),
    publish: {
      rtmpServer: 'rtmp://localhost:1935/live',
      streamKey: `s${id}?key=secret${id}`,
      rtmpUrl: `rtmp://localhost:1935/live/s${id}?key=secret${id}`,
    },
    publishing: false,
    peakOnline: 0,
    messageCount: 0,
    ...changes,
  };
}

export const ROOM_CALL = `GET /pc/live/sessions/${SESSION_ID}`;
export const MESSAGES_CALL = `GET /pc/live/sessions/${SESSION_ID}/messages`;
export const EVENTS_PATH = `/pc/live/sessions/${SESSION_ID}/events`;

export interface RoomStream {
  /** Sends one event to every open stream of the room. */
  send: (event: string, data: unknown) => void;
  /** Ends every open stream, as a dropped connection would. */
  drop: () => void;
  /** How many times the page opened the stream. */
  opened: () => number;
}

/**
 * The fake API of `fakeApi`, and the room's event stream answered by a stream the test writes
 * to with `stream.send`.
 */
export function liveApi(
  replies: Record<string, Reply>,
  options: { signedIn?: boolean } = {},
): { api: FakeApi; stream: RoomStream } {
  const api = fakeApi(replies, options);
  const inner = globalThis.fetch;
  const controllers = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let opened = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== `/api/v1${EVENTS_PATH}`) return inner(input, init);
    opened += 1;
    let mine: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        mine = controller;
        controllers.add(controller);
        controller.enqueue(encoder.encode(': connected\n\n'));
      },
      cancel() {
        if (mine) controllers.delete(mine);
      },
    });
    init?.signal?.addEventListener('abort', () => {
      if (mine) controllers.delete(mine);
    });
    return Promise.resolve(
      new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    );
  });
  const stream: RoomStream = {
    send: (event, data) => {
      const frame = encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      for (const controller of controllers) controller.enqueue(frame);
    },
    drop: () => {
      for (const controller of controllers) controller.close();
      controllers.clear();
    },
    opened: () => opened,
  };
  return { api, stream };
}
