import type { Person } from '@shangan/shared/contracts/console/people';

/** How staff see an account named: nickname, else real name, else user name. */
export function personName(person: Pick<Person, 'nickName' | 'realname' | 'userName'>): string {
  return person.nickName || person.realname || person.userName;
}
