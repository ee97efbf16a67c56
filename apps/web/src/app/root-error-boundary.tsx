import { pathTo } from '../lib/paths';
import { useRouteErrorInfo } from './route-error-info';

/**
 * Last resort when the shell itself fails: plain markup and a plain link, which work even when
 * the router or the UI library is what broke.
 */
export function RootErrorBoundary() {
  const { status, title, detail, reloading } = useRouteErrorInfo();
  return (
    <div className="fatal-error" role="alert">
      <div className="fatal-error__brand">上岸</div>
      {reloading ? (
        <p>网站已更新，正在为您重新加载页面…</p>
      ) : (
        <>
          <h1>
            {status} {title}
          </h1>
          {detail && <p className="fatal-error__detail">{detail}</p>}
          <a className="fatal-error__link" href={pathTo('Home')}>
            返回首页
          </a>
        </>
      )}
    </div>
  );
}
