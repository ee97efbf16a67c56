import { displayName, useCurrentUser } from '../../lib/current-user';
import { MemberLinks } from './member-links';
import styles from './account-bar.module.css';

/**
 * A slim strip above the header row with the member's links: the header row
 * itself has no room for five more links beside the navigation and search. Visitors do not get
 * it; on phones the links live in the user menu instead.
 */
export function MemberBar() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.memberBar}>
      <div className={`page-container ${styles.memberBarInner}`}>
        <span className={styles.welcome}>您好，{displayName(user) || '同学'}，欢迎来到上岸！</span>
        <MemberLinks />
      </div>
    </div>
  );
}
