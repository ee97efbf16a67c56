import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client address as one person holds it: an IPv4 address, or the /64 network of an IPv6
 * address (one household or phone is handed a whole /64, so single addresses in it are free
 * for the taking and would each count as a new visitor).
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = ip.split('%')[0]!.toLowerCase();
  // A dotted IPv4 tail stands for the last two groups.
  const dotted = /\d{1,3}(?:\.\d{1,3}){3}$/.exec(address)?.[0];
  const text = dotted ? `${address.slice(0, -dotted.length)}0:0` : address;
  const split = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  // ::ffff:1.2.3.4 is an IPv4 client on a dual-stack socket.
  if (dotted && groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return dotted;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Who is searching: the logged-in learner, otherwise the client's address. */
export function visitorOf(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${clientNetwork(request.ip)}`;
}
