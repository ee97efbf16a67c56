import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { mobilePathTo } from '../../../lib/mobile-paths';
import styles from './auth.module.css';

/** The head of the login and register pages: the site's mark and a word on why. */
export function AuthBrand({ hint }: { hint: string }) {
  return (
    <header className={styles.brand}>
      <span className={styles.mark} aria-hidden="true">
        上岸
      </span>
      <p className={styles.slogan}>公务员 · 选调生考试备考</p>
      <p className={styles.hint}>{hint}</p>
    </header>
  );
}

/** Someone already logged in opened the login or register page. */
export function SignedIn() {
  const navigate = useNavigate();
  return (
    <div className={styles.signedIn}>
      <Result
        status="success"
        title="您已登录"
        description="可以继续浏览，或到「我的」查看课程与订单。"
      />
      <div className={styles.signedInActions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(mobilePathTo('MProfile'), { replace: true })}
        >
          进入我的
        </Button>
        <Button
          block
          shape="rounded"
          size="large"
          onClick={() => void navigate(mobilePathTo('MHome'), { replace: true })}
        >
          返回首页
        </Button>
      </div>
    </div>
  );
}
