import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { openAuthDialog } from '../../lib/auth-dialog';
import { pathTo } from '../../lib/paths';
import { hasToken } from '../../lib/session-storage';
import styles from './account-bar.module.css';

/** The member's links in the header, in the order the site has always shown them. */
export const MEMBER_LINKS = [
  { label: '会员中心', to: pathTo('PersonalCenter') },
  { label: '我的订单', to: pathTo('Order') },
  { label: '我的课程', to: pathTo('MyCourse') },
  { label: '我的收藏', to: pathTo('MyCollection') },
  { label: '我的作业', to: pathTo('MyHomework') },
];

/**
 * Member-only links open the login dialog instead when the token is gone (it may expire while
 * the page still shows the member's header).
 */
export function guardMemberLink(event: MouseEvent): void {
  if (hasToken()) return;
  event.preventDefault();
  openAuthDialog('login');
}

export function MemberLinks({ className }: { className?: string }) {
  return (
    <nav className={className ?? styles.memberLinks} aria-label="会员导航">
      {MEMBER_LINKS.map((link) => (
        <Link key={link.to} to={link.to} onClick={guardMemberLink}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
