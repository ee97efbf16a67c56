/**
 * A server-sent-events frame parser (the WHATWG "event stream interpretation" rules) for
 * streams read with fetch: EventSource cannot send the learning API's `token` header.
 * Chunks may split a frame, a line or even a CRLF pair anywhere, so text is buffered until a
 * line is known to be complete.
 */
export interface SseEvent {
  /** `message` when the frame names no event. */
  event: string;
  /** The data lines joined with \n. */
  data: string;
  id?: string;
}

export interface SseParser {
  push(chunk: string): void;
  /** End of stream: a frame without its closing blank line is dropped, as browsers do. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let first = true;

  const dispatch = () => {
    if (data.length > 0) {
      onEvent({
        event: event || 'message',
        data: data.join('\n'),
        ...(id === undefined ? {} : { id }),
      });
    }
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment, e.g. a keep-alive ping
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields mean nothing to a one-shot fetch stream.
  };

  return {
    push(chunk) {
      buffer += chunk;
      if (first && buffer.length > 0) {
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        first = false;
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (char === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      // A lone trailing CR is a line end after all.
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      event = '';
      data = [];
    },
  };
}
