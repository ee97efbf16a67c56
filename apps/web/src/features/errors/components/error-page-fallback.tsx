import { pathTo } from '../../../lib/paths';

/**
 * Shown when the error page itself fails. Plain markup and a plain link:
 * whatever broke the error page may be the router or the UI library.
 */
export function ErrorPageFallback() {
  return (
    <div className="fatal-error" role="alert">
      <div className="fatal-error__brand">上岸</div>
      <h1>抱歉，页面出了点问题</h1>
      <p className="fatal-error__detail">请返回首页继续浏览。</p>
      <a className="fatal-error__link" href={pathTo('Home')}>
        返回首页
      </a>
    </div>
  );
}
