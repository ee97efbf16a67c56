import { describe, expect, it } from 'vitest';
import { PublisherHold, publishKeyOf, type NmsSession } from './embedded-server.ts';

/** The media server's side of a stream, as much of it as the hold meets. */
function fakeStream() {
  const delivered: Array<{ size: number; data: Buffer }> = [];
  const ended: string[] = [];
  const broadcast = {
    publisher: null as NmsSession | null,
    broadcastMessage: (packet: { size: number; data: Buffer }) => delivered.push(packet),
    donePublish: () => ended.push('publish'),
    donePlay: () => ended.push('play'),
    getPublishStatus: () => 'publishing' as const,
  };
  let destroyed = false;
  const session = {
    id: 'p1',
    streamQuery: { key: 'k' },
    broadcast,
    socket: {
      destroy: () => {
        destroyed = true;
      },
      setTimeout: () => undefined,
    },
  } as unknown as NmsSession;
  return { broadcast, session, delivered, ended, destroyed: () => destroyed };
}

describe('holding a publisher while its key is checked', () => {
  it('passes nothing on while held, then everything in order, from copies', () => {
    const stream = fakeStream();
    const hold = new PublisherHold(stream.session);
    stream.broadcast.publisher = stream.session;
    // The parser reuses one buffer for every packet.
    const reused = Buffer.alloc(8);
    for (const byte of [1, 2, 3]) {
      reused.fill(byte);
      stream.session.broadcast.broadcastMessage({ size: 4, data: reused });
    }
    expect(stream.delivered).toEqual([]);
    expect(hold.release()).toBe(true);
    expect(stream.delivered.map((p) => [...p.data])).toEqual([
      [1, 1, 1, 1],
      [2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
    // From then on the publisher talks to the stream itself.
    expect(stream.session.broadcast).toBe(stream.broadcast);
  });

  it('drops what it held and the connection when refused', () => {
    const stream = fakeStream();
    const hold = new PublisherHold(stream.session);
    stream.broadcast.publisher = stream.session;
    stream.session.broadcast.broadcastMessage({ size: 1, data: Buffer.from([9]) });
    hold.refuse();
    expect(stream.destroyed()).toBe(true);
    expect(hold.release()).toBe(false);
    expect(stream.delivered).toEqual([]);
    // Its end reaches the stream, which frees the publisher's place.
    stream.session.broadcast.donePublish(stream.session);
    expect(stream.ended).toEqual(['publish']);
  });

  it('does not let through a publisher that left or that the server turned away', () => {
    const left = fakeStream();
    const hold = new PublisherHold(left.session);
    left.broadcast.publisher = left.session;
    left.session.broadcast.donePublish(left.session);
    expect(hold.release()).toBe(false);

    const turnedAway = fakeStream();
    const other = new PublisherHold(turnedAway.session);
    // The stream kept its earlier publisher.
    turnedAway.broadcast.publisher = { id: 'p0' } as NmsSession;
    expect(other.streamTaken).toBe(true);
    expect(other.release()).toBe(false);
  });

  it('reads the key of the publish address', () => {
    expect(publishKeyOf(fakeStream().session)).toBe('k');
    expect(publishKeyOf({ streamQuery: { key: ['a', 'b'] } } as unknown as NmsSession)).toBe('');
    expect(publishKeyOf({ streamQuery: null } as unknown as NmsSession)).toBe('');
  });
});
