/**
 * Every live query lives under this key. What the server answers depends on who asks (the
 * reminder, the room's access and player, the teacher's sessions), so each query carries the
 * viewer's id (0 for a visitor) and a login or logout never shows the previous person's answer.
 */
export const LIVE_KEY = ['live'] as const;

export const liveKeys = {
  all: LIVE_KEY,
  sessions: (viewer: number, query: object) => [...LIVE_KEY, 'sessions', viewer, query] as const,
  room: (viewer: number, sessionId: number) => [...LIVE_KEY, 'room', viewer, sessionId] as const,
  messages: (viewer: number, sessionId: number) =>
    [...LIVE_KEY, 'messages', viewer, sessionId] as const,
  teaching: (viewer: number) => [...LIVE_KEY, 'teaching', viewer] as const,
  course: (viewer: number, courseId: number) => [...LIVE_KEY, 'course', viewer, courseId] as const,
};
