import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import styles from './mobile-layout.module.css';

/** An address the mobile site does not have. */
export function MobileNotFound() {
  const navigate = useNavigate();
  useDocumentTitle('页面不存在');
  return (
    <div className={styles.pending}>
      <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已下线">
        <Button color="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      </ErrorBlock>
    </div>
  );
}

/** A page that failed to render: the way out is a fresh load of the same address. */
export function MobileRouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  useDocumentTitle('出错了');
  return (
    <div className={styles.pending}>
      <ErrorBlock status="default" title="页面出错了" description="请重新加载页面再试">
        <Button color="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      </ErrorBlock>
    </div>
  );
}
