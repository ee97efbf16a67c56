import { LinkButton } from '../../components/link-button/link-button';
import { currentUrl } from '../../lib/navigation';
import { pathTo } from '../../lib/paths';
import { setLoginRedirect } from '../../lib/session-storage';
import styles from './site-header.module.css';

/**
 * 登录 / 注册 for visitors. Going to log in remembers the current page so the person comes
 * back to it afterwards (spec part 1 §4); the member menu replaces this once accounts land.
 */
export function VisitorActions() {
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
