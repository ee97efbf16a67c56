/**
 * The typing effect (10 ms per character) fed by a stream: text is revealed
 * one character per interval, never faster than it has arrived and never skipping one. A late
 * timer (a busy or background tab) catches up by revealing the characters it owes, still in
 * order, so the pace stays 10 ms per character on average.
 */
export interface TypistState {
  /** What is on screen now. */
  shown: string;
  /** Characters received but not yet shown, or the stream not finished. */
  typing: boolean;
}

export interface Typist {
  /** More text from the stream. */
  push(text: string): void;
  /** The stream is over: typing ends once everything received is shown. */
  finish(): void;
  /** Shows everything at once (an explanation seen before, nothing to wait for). */
  showAll(text: string): void;
  /** Replaces what was received when the final text is not a continuation of it. */
  reset(text: string): void;
  stop(): void;
  readonly received: string;
}

export interface TypistOptions {
  msPerChar: number;
  onChange: (state: TypistState) => void;
  now?: () => number;
}

/** Advances past one character, keeping a surrogate pair (an emoji, a rare 汉字) together. */
function nextIndex(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? index + 2 : index + 1;
}

export function createTypist({ msPerChar, onChange, now = Date.now }: TypistOptions): Typist {
  let received = '';
  let shownLength = 0;
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = 0;

  const emit = () =>
    onChange({
      shown: received.slice(0, shownLength),
      typing: !finished || shownLength < received.length,
    });

  const tick = () => {
    timer = null;
    const time = now();
    // Characters due since the last one, at least one per tick. setTimeout fires a little
    // late every time; the remainder is carried over so the pace does not drift below 10 ms.
    const due = Math.max(1, Math.floor((time - last) / msPerChar));
    let revealed = 0;
    while (revealed < due && shownLength < received.length) {
      shownLength = nextIndex(received, shownLength);
      revealed++;
    }
    // Caught up with the stream: time spent waiting for more is not owed to the reader.
    last = shownLength < received.length ? last + revealed * msPerChar : time;
    emit();
    schedule();
  };

  const schedule = () => {
    if (timer !== null || shownLength >= received.length) return;
    timer = setTimeout(tick, msPerChar);
  };

  return {
    push(text) {
      if (!text) return;
      // Time spent waiting for the stream is not owed to the reader.
      if (timer === null) last = now();
      received += text;
      emit();
      schedule();
    },
    finish() {
      finished = true;
      emit();
    },
    showAll(text) {
      this.stop();
      received = text;
      shownLength = text.length;
      finished = true;
      emit();
    },
    reset(text) {
      received = text;
      shownLength = Math.min(shownLength, text.length);
      emit();
      schedule();
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    get received() {
      return received;
    },
  };
}
