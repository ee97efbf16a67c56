import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_PAGE_REDIRECT_SECONDS } from '@shangan/shared';
import { PageResult } from '../../../components/page-result/page-result';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import styles from './error-page.module.css';

/** The page got lost; back home by button or after a 3-second countdown. */
export default function ErrorPage() {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(ERROR_PAGE_REDIRECT_SECONDS);
  useDocumentTitle('页面走丢了');

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) void navigate(pathTo('Home'), { replace: true });
  }, [seconds, navigate]);

  return (
    <div className="page-container page-centered">
      <PageResult
        className={styles.result}
        status="404"
        title="抱歉，您访问的页面走丢了"
        subTitle={
          <span aria-live="polite">
            <strong className={styles.seconds}>{Math.max(seconds, 1)}</strong> 秒后自动返回首页
          </span>
        }
        // The countdown replaces this entry too: Back must not return to the lost page.
        action={{
          label: '返回首页',
          onClick: () => void navigate(pathTo('Home'), { replace: true }),
        }}
      />
    </div>
  );
}
