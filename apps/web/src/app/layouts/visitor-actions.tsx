import { LinkButton } from '../../components/link-button/link-button';
import { useCurrentUser } from '../../lib/current-user';
import { currentUrl } from '../../lib/navigation';
import { pathTo } from '../../lib/paths';
import { hasToken, setLoginRedirect } from '../../lib/session-storage';
import { UserVipBox } from '../../features/vip';
import { UserMenu } from './user-menu';
import styles from './account-bar.module.css';

/**
 * The header's account area: 登录 / 注册 for visitors, the user menu for members (their links
 * are in member-bar.tsx). Going to log in remembers the current page so the person comes back
 * to it afterwards.
 */
export function VisitorActions() {
  const { data: user, isPending } = useCurrentUser();

  if (user) {
    return (
      <div className={styles.member}>
        <UserMenu user={user}>
          <UserVipBox user={user} />
        </UserMenu>
      </div>
    );
  }
  if (isPending && hasToken()) {
    // The size of the user button it stands for (account-bar.module.css): a shorter one would
    // make the header row grow, and the page under it move, when the account arrives.
    return <span className={styles.loading} aria-hidden="true" />;
  }

  const rememberPage = () => setLoginRedirect(currentUrl());
  return (
    <div className={styles.visitor}>
      <LinkButton type="primary" to={pathTo('login')} onClick={rememberPage}>
        登录
      </LinkButton>
      <LinkButton to={pathTo('register')} onClick={rememberPage}>
        注册
      </LinkButton>
    </div>
  );
}
