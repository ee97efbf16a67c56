import { displayName, useCurrentUser } from '../../lib/current-user';
import { hasToken } from '../../lib/session-storage';
import { MemberLinks } from './member-links';
import styles from './account-bar.module.css';

/**
 * A slim strip above the header row with the member's links: the header row
 * itself has no room for five more links beside the navigation and search. Visitors do not get
 * it; on phones the links live in the user menu instead.
 */
export function MemberBar() {
  const { data: user, isPending } = useCurrentUser();
  if (!user) {
    // A member's strip keeps its place while the account loads, so the header does not grow
    // (and push the page down) once it arrives.
    if (!isPending || !hasToken()) return null;
    return (
      <div className={styles.memberBar} aria-hidden="true">
        <div className={`page-container ${styles.memberBarInner}`} />
      </div>
    );
  }
  return (
    <div className={styles.memberBar}>
      <div className={`page-container ${styles.memberBarInner}`}>
        <span className={styles.welcome}>您好，{displayName(user) || '同学'}，欢迎来到上岸！</span>
        <MemberLinks />
      </div>
    </div>
  );
}
