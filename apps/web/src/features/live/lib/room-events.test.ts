import { describe, expect, it } from 'vitest';
import { message } from '../test-utils';
import { roomEventOf, type RoomEvent } from './room-events';
import { createSseParser } from '../../../lib/sse-parser';

function parse(chunks: string[]): RoomEvent[] {
  const events: RoomEvent[] = [];
  const parser = createSseParser((frame) => {
    const event = roomEventOf(frame);
    if (event) events.push(event);
  });
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the room’s event stream', () => {
  it('reads events split anywhere, skipping comments', () => {
    const chat = message(3);
    const text = JSON.stringify(chat);
    const events = parse([
      ': connected\r\n\r\n',
      `event: message\r\ndata: ${text.slice(0, 10)}`,
      `${text.slice(10)}\r`,
      '\n\r\nevent: online\ndata: {"count":12}\n\n: ping\n\n',
      'event: state\ndata: {"state":"processing","stateLabel":"回放生成中","playbackLessonId":null}\n\n',
    ]);
    expect(events).toEqual([
      { type: 'message', data: chat },
      { type: 'online', data: { count: 12 } },
      {
        type: 'state',
        data: { state: 'processing', stateLabel: '回放生成中', playbackLessonId: null },
      },
    ]);
  });

  it('drops frames of unknown kinds or the wrong shape', () => {
    expect(
      parse([
        'event: message\ndata: {"id":"x"}\n\n',
        'event: removed\ndata: not json\n\n',
        'event: surprise\ndata: {}\n\n',
        'data: {"messageId":1}\n\n',
        'event: removed\ndata: {"messageId":4}\n\n',
        'event: muted\ndata: {"userId":5,"muted":true}\n\n',
      ]),
    ).toEqual([
      { type: 'removed', data: { messageId: 4 } },
      { type: 'muted', data: { userId: 5, muted: true } },
    ]);
  });
});
