import { Type, type Static, type TSchema } from 'typebox';
import { LIVE_LIMITS, LIVE_MSG, LIVE_STATE_LABELS } from '../live.ts';
import { PageQuery } from './common.ts';
import { endpoint } from './contract.ts';
import { CourseExam, CourseSubject } from './courses/catalogue.ts';
import { Id } from './question-bank.ts';

/**
 * Live classes (直播课) on the main API: the schedule, the live room (who may watch, the player's
 * addresses for those who may, the announcement, chat history and the room's events), reminders,
 * and the teacher's controls (stream key, end, announcement, pin, remove, mute). The room's events
 * are server-sent, outside the envelope; the media (FLV, HLS) is served outside the API.
 */
const TAG = {
  learner: '直播课·学员',
  teacher: '直播课·老师',
} as const;

export { LIVE_LIMITS, LIVE_MSG, LIVE_STATE_LABELS };

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string from a fixed set, refused with one message whatever is wrong with it. */
const Choice = <const T extends readonly string[]>(values: T, errorMessage: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], errorMessage });

// ---------------------------------------------------------------------------------------------
// Pieces

/** scheduled 预告, live 直播中, ended 已结束, processing 回放生成中, playback 可回放. */
export const LiveState = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('live'),
  Type.Literal('ended'),
  Type.Literal('processing'),
  Type.Literal('playback'),
]);
export type LiveState = Static<typeof LiveState>;

export const LiveTeacher = Type.Object({
  name: Type.String(),
  /** Avatar picture address, '' for none. */
  avatar: Type.String(),
  title: Type.String(),
});
export type LiveTeacher = Static<typeof LiveTeacher>;

/** One session in the schedule. */
export const LiveCard = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  /** 公开课 courses are free to everyone signed in. */
  isPublicClass: Type.Boolean(),
  title: Type.String(),
  teacher: Nullable(LiveTeacher),
  /** ISO time the class is scheduled to start. */
  startsAt: Type.String(),
  plannedMinutes: Type.Integer(),
  state: LiveState,
  stateLabel: Type.String(),
  cover: Type.String(),
  exam: Type.String(),
  subject: Type.String(),
  /** The viewer asked to be reminded (false for visitors). */
  reminded: Type.Boolean(),
  reminderCount: Type.Integer(),
  /** Viewers in the room now (0 unless live). */
  online: Type.Integer(),
});
export type LiveCard = Static<typeof LiveCard>;

/** One chat message as the room shows it; content is plain text, shown as text. */
export const LiveMessage = Type.Object({
  id: Type.Integer(),
  sessionId: Type.Integer(),
  userId: Type.Integer(),
  /** Nickname, or the phone with its middle hidden. */
  name: Type.String(),
  avatar: Type.String(),
  content: Type.String(),
  fromTeacher: Type.Boolean(),
  pinned: Type.Boolean(),
  createdAt: Type.String(),
});
export type LiveMessage = Static<typeof LiveMessage>;

/** Addresses of the live media for one viewer, signed for a short while. */
export const LivePlayer = Type.Object({
  /** HTTP-FLV (low latency, played with MSE). */
  flvUrl: Type.String(),
  /** HLS, for browsers without MSE (a few seconds more delay). */
  hlsUrl: Type.String(),
  /** ISO time after which new connections need fresh addresses (a playing stream goes on). */
  expiresAt: Type.String(),
});
export type LivePlayer = Static<typeof LivePlayer>;

/**
 * What the viewer may do in the room. full: watch and chat; none: the reason, and the way in:
 * login (a visitor), buy (a paid course), enrol (free, or VIP-free for a member), vip.
 */
export const LiveAccess = Type.Object({
  level: Type.Union([Type.Literal('full'), Type.Literal('none')]),
  reason: Type.String(),
  action: Nullable(
    Type.Union([
      Type.Literal('login'),
      Type.Literal('buy'),
      Type.Literal('enrol'),
      Type.Literal('vip'),
    ]),
  ),
});
export type LiveAccess = Static<typeof LiveAccess>;

/** The live room (/livePlayer). */
export const LiveRoom = Type.Object({
  ...LiveCard.properties,
  startedAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  announcement: Type.String(),
  access: LiveAccess,
  /** Only for a viewer with full access while the session is live. */
  player: Nullable(LivePlayer),
  /** The lesson whose video is the recording, once it plays (state playback). */
  playbackLessonId: Nullable(Type.Integer()),
  /** Why there is no playback after the class, '' otherwise. */
  playbackNote: Type.String(),
  viewer: Type.Object({
    userId: Nullable(Type.Integer()),
    /** Teaches this session (or is an admin): may pin, remove, mute, announce and end. */
    isTeacher: Type.Boolean(),
    muted: Type.Boolean(),
    /** May send messages now (full access, not muted, chat open). */
    canChat: Type.Boolean(),
  }),
  /** Chat is open while the session is scheduled or live. */
  chatOpen: Type.Boolean(),
});
export type LiveRoom = Static<typeof LiveRoom>;

/** What the teacher puts in OBS: the server and the stream key (secret). */
export const LivePublish = Type.Object({
  /** e.g. rtmp://host:1935/live */
  rtmpServer: Type.String(),
  /** The stream name and its key as OBS takes them: `{name}?key={key}`. */
  streamKey: Type.String(),
  /** The whole publish address, for ffmpeg. */
  rtmpUrl: Type.String(),
});
export type LivePublish = Static<typeof LivePublish>;

/** A session the teacher teaches, with its publish settings. */
export const LiveTeachingItem = Type.Object({
  ...LiveCard.properties,
  publish: LivePublish,
  /** A publisher is connected now. */
  publishing: Type.Boolean(),
  peakOnline: Type.Integer(),
  messageCount: Type.Integer(),
});
export type LiveTeachingItem = Static<typeof LiveTeachingItem>;

const LiveTab = Choice(['today', 'upcoming', 'past', 'all'], '直播分类不正确');
export type LiveTab = Static<typeof LiveTab>;

const SessionIdParams = Type.Object({ id: Id('直播编号不正确') });
const SessionIdField = Id('直播编号不正确');

// ---------------------------------------------------------------------------------------------
// Learner

export const ListLiveSessions = endpoint({
  method: 'GET',
  path: '/pc/live/sessions',
  tag: TAG.learner,
  summary: '直播课表（今天、即将开始、往期回放；按考试、科目筛选）',
  querystring: Type.Object({
    ...PageQuery.properties,
    tab: Type.Optional(LiveTab),
    exam: Type.Optional(CourseExam),
    subject: Type.Optional(CourseSubject),
  }),
  data: Type.Object({
    list: Type.Array(LiveCard),
    total: Type.Integer(),
    counts: Type.Object({
      today: Type.Integer(),
      upcoming: Type.Integer(),
      past: Type.Integer(),
    }),
  }),
});

export const GetLiveRoom = endpoint({
  method: 'GET',
  path: '/pc/live/sessions/:id',
  tag: TAG.learner,
  summary: '直播间（状态、观看权限、播放地址、公告）',
  params: SessionIdParams,
  data: LiveRoom,
});

export const GetLivePlayer = endpoint({
  method: 'GET',
  path: '/pc/live/sessions/:id/player',
  tag: TAG.learner,
  summary: '刷新直播播放地址（断线重连时）',
  params: SessionIdParams,
  data: LivePlayer,
});

export const SetLiveReminder = endpoint({
  method: 'POST',
  path: '/pc/live/reminders',
  tag: TAG.learner,
  summary: '预约 / 取消开播提醒',
  body: Type.Object({
    sessionId: SessionIdField,
    remind: Type.Boolean({ errorMessage: '提醒设置不正确' }),
  }),
  data: Type.Object({ reminded: Type.Boolean(), reminderCount: Type.Integer() }),
});

export const ListLiveMessages = endpoint({
  method: 'GET',
  path: '/pc/live/sessions/:id/messages',
  tag: TAG.learner,
  summary: '直播间聊天记录（最近的，或某条之前的）与置顶消息',
  params: SessionIdParams,
  querystring: Type.Object({ beforeId: Type.Optional(Id('消息编号不正确')) }),
  data: Type.Object({
    list: Type.Array(LiveMessage),
    pinned: Type.Array(LiveMessage),
    hasMore: Type.Boolean(),
  }),
});

export const SendLiveMessage = endpoint({
  method: 'POST',
  path: '/pc/live/messages',
  tag: TAG.learner,
  summary: '在直播间发言',
  body: Type.Object({
    sessionId: SessionIdField,
    content: Type.String({ maxLength: 2_000, errorMessage: LIVE_MSG.messageTooLong }),
  }),
  data: LiveMessage,
});

/*
 * GET /pc/live/sessions/:id/events answers server-sent events, outside the envelope (its refusals
 * come before the stream opens, as ordinary envelopes). Each event's data is JSON:
 * `message` LiveMessage, `removed` LiveRemovedEvent, `pinned` LivePinnedEvent, `announcement`
 * LiveAnnouncementEvent, `state` LiveStateEvent, `online` LiveOnlineEvent, `muted`
 * LiveMutedEvent. A comment line every 15 s keeps proxies from closing the connection.
 */
export const LIVE_EVENTS_PATH = '/pc/live/sessions/:id/events';

export const LiveRemovedEvent = Type.Object({ messageId: Type.Integer() });
export type LiveRemovedEvent = Static<typeof LiveRemovedEvent>;
export const LivePinnedEvent = Type.Object({ message: LiveMessage });
export type LivePinnedEvent = Static<typeof LivePinnedEvent>;
export const LiveAnnouncementEvent = Type.Object({ content: Type.String() });
export type LiveAnnouncementEvent = Static<typeof LiveAnnouncementEvent>;
export const LiveStateEvent = Type.Object({
  state: LiveState,
  stateLabel: Type.String(),
  playbackLessonId: Nullable(Type.Integer()),
});
export type LiveStateEvent = Static<typeof LiveStateEvent>;
export const LiveOnlineEvent = Type.Object({ count: Type.Integer() });
export type LiveOnlineEvent = Static<typeof LiveOnlineEvent>;
export const LiveMutedEvent = Type.Object({ userId: Type.Integer(), muted: Type.Boolean() });
export type LiveMutedEvent = Static<typeof LiveMutedEvent>;

/** One event of a room's stream, by the name the server gives it, with its data. */
export type LiveRoomEvent =
  | { type: 'message'; data: LiveMessage }
  | { type: 'removed'; data: LiveRemovedEvent }
  | { type: 'pinned'; data: LivePinnedEvent }
  | { type: 'announcement'; data: LiveAnnouncementEvent }
  | { type: 'state'; data: LiveStateEvent }
  | { type: 'online'; data: LiveOnlineEvent }
  | { type: 'muted'; data: LiveMutedEvent };

// ---------------------------------------------------------------------------------------------
// Teacher

export const ListLiveTeaching = endpoint({
  method: 'GET',
  path: '/pc/live/teaching',
  tag: TAG.teacher,
  summary: '我的直播（老师：推流地址与密钥、状态）',
  data: Type.Object({ list: Type.Array(LiveTeachingItem) }),
});

export const ResetLiveStreamKey = endpoint({
  method: 'POST',
  path: '/pc/live/sessions/:id/streamKey',
  tag: TAG.teacher,
  summary: '更换推流密钥（旧密钥立即失效）',
  params: SessionIdParams,
  data: LivePublish,
});

export const EndLiveSession = endpoint({
  method: 'POST',
  path: '/pc/live/sessions/:id/end',
  tag: TAG.teacher,
  summary: '结束直播（断开推流，生成回放）',
  params: SessionIdParams,
  data: Type.Object({ state: LiveState, stateLabel: Type.String() }),
});

export const SetLiveAnnouncement = endpoint({
  method: 'POST',
  path: '/pc/live/announcement',
  tag: TAG.teacher,
  summary: '发布直播间公告（空内容为撤下）',
  body: Type.Object({
    sessionId: SessionIdField,
    content: Type.String({ maxLength: 5_000, errorMessage: LIVE_MSG.announcementTooLong }),
  }),
  data: LiveAnnouncementEvent,
});

export const RemoveLiveMessage = endpoint({
  method: 'DELETE',
  path: '/pc/live/messages/:id',
  tag: TAG.teacher,
  summary: '删除直播间消息',
  params: Type.Object({ id: Id('消息编号不正确') }),
  data: LiveRemovedEvent,
});

export const PinLiveMessage = endpoint({
  method: 'POST',
  path: '/pc/live/messages/:id/pin',
  tag: TAG.teacher,
  summary: '置顶 / 取消置顶消息',
  params: Type.Object({ id: Id('消息编号不正确') }),
  body: Type.Object({ pinned: Type.Boolean({ errorMessage: '置顶设置不正确' }) }),
  data: LivePinnedEvent,
});

export const MuteLiveUser = endpoint({
  method: 'POST',
  path: '/pc/live/mutes',
  tag: TAG.teacher,
  summary: '禁言 / 解除禁言',
  body: Type.Object({
    sessionId: SessionIdField,
    userId: Id('学员编号不正确'),
    muted: Type.Boolean({ errorMessage: '禁言设置不正确' }),
  }),
  data: LiveMutedEvent,
});

export const GetLiveSessionOfLesson = endpoint({
  method: 'GET',
  path: '/pc/live/lessons/:id',
  tag: TAG.learner,
  summary: '直播课时对应的直播（课程目录、课时播放页跳转直播间或回放时用）',
  params: Type.Object({ id: Id('课时编号不正确') }),
  data: Type.Object({ sessionId: Type.Integer() }),
});
