import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const STREAM =
  'event: delta\ndata: {"text":"【考点】"}\n\n' +
  'event: delta\ndata: {"text":"定义判断"}\n\n' +
  'event: done\ndata: {"id":7,"analysis":"【考点】定义判断","thumbsUp":null}\n\n';

describe('SSE parser', () => {
  it('reads events, names and data', () => {
    expect(parse([STREAM])).toEqual([
      { event: 'delta', data: '{"text":"【考点】"}' },
      { event: 'delta', data: '{"text":"定义判断"}' },
      { event: 'done', data: '{"id":7,"analysis":"【考点】定义判断","thumbsUp":null}' },
    ]);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const whole = parse([STREAM]);
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size));
      expect(parse(chunks)).toEqual(whole);
    }
  });

  it('joins multi-line data with \\n and ignores comments and unknown fields', () => {
    const events = parse([
      ': ping\n',
      'retry: 3000\nfoo: bar\ndata: 第一行\ndata:第二行\ndata\n\n',
    ]);
    expect(events).toEqual([{ event: 'message', data: '第一行\n第二行\n' }]);
  });

  it('treats CRLF and lone CR as line ends, even a CRLF split across chunks', () => {
    expect(parse(['event: delta\r', '\ndata: a\r\n\r', '\n'])).toEqual([
      { event: 'delta', data: 'a' },
    ]);
    expect(parse(['event: delta\rdata: b\r\r'])).toEqual([{ event: 'delta', data: 'b' }]);
    // One CRLF split between chunks is one line end, not two (no early dispatch).
    expect(parse(['data: x\r', '\ndata: y\r\n\r\n'])).toEqual([{ event: 'message', data: 'x\ny' }]);
  });

  it('keeps the last id, drops a BOM and a frame cut off by the end of the stream', () => {
    expect(parse(['\ufeffid: 3\ndata: a\n\n', 'data: never finished'])).toEqual([
      { event: 'message', data: 'a', id: '3' },
    ]);
  });

  it('dispatches nothing for a frame without data, and resets the event name', () => {
    expect(parse(['event: delta\n\n', 'data: z\n\n'])).toEqual([{ event: 'message', data: 'z' }]);
  });
});
