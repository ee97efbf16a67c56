import { Result, Spin } from 'antd';
import type { ResultProps } from 'antd';
import { LinkButton } from '../components/link-button/link-button';
import { useDocumentTitle } from '../lib/hooks/use-document-title';
import { pathTo } from '../lib/paths';
import { useRouteErrorInfo } from './route-error-info';

const RESULT_STATUS: Partial<Record<number, ResultProps['status']>> = {
  403: '403',
  404: '404',
  503: 'warning',
};

/** Error element of the pages: shown inside the shell, so navigation keeps working. */
export function RouteErrorBoundary() {
  const { status, title, detail, reloading } = useRouteErrorInfo();
  useDocumentTitle(reloading ? '正在更新' : title);
  if (reloading) {
    return (
      <div className="page-container page-centered">
        <Spin size="large" description="网站已更新，正在为您重新加载页面…" />
      </div>
    );
  }
  return (
    <div className="page-container page-centered">
      <Result
        status={RESULT_STATUS[status] ?? '500'}
        title={`${status} ${title}`}
        subTitle={detail || '您可以返回首页继续浏览。'}
        extra={
          <LinkButton type="primary" to={pathTo('Home')}>
            返回首页
          </LinkButton>
        }
      />
    </div>
  );
}
