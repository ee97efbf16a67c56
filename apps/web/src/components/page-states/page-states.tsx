import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { currentUrl } from '../../lib/navigation';
import { pathTo } from '../../lib/paths';
import { setLoginRedirect } from '../../lib/session-storage';
import { LinkButton } from '../link-button/link-button';

/** A failed load and, where another try may help, the way to make it. */
export interface LoadFailedProps {
  error: unknown;
  onRetry?: () => void;
}

/**
 * A failed load as the server worded it, titled by its code (`titles[404]` for what is not
 * there, 加载失败 for a code without a title), with 重试 where another try may help — never for
 * a 404 — and `back`, the way to the feature's start (none on that start itself).
 */
export function LoadFailedResult({
  error,
  onRetry,
  titles,
  back,
}: LoadFailedProps & {
  titles: { 404: string } & Partial<Record<number, string>>;
  back?: { label: string; to: string };
}) {
  const code = isApiError(error) ? error.code : 0;
  const notFound = code === 404;
  return (
    <Result
      // A warning, as the online school's pages show a load that may work on retry.
      status={notFound ? '404' : 'warning'}
      title={titles[code] ?? '加载失败'}
      subTitle={error instanceof Error && error.message ? error.message : '请稍后再试'}
      extra={[
        ...(onRetry && !notFound
          ? [
              <Button key="retry" type="primary" onClick={onRetry}>
                重试
              </Button>,
            ]
          : []),
        ...(back
          ? [
              <LinkButton key="back" to={back.to}>
                {back.label}
              </LinkButton>,
            ]
          : []),
      ]}
    />
  );
}

/**
 * A list or a page that did not load, which a second try may fix: `title`, the server's words
 * and 重新加载.
 */
export function ReloadResult({
  title,
  error,
  onReload,
}: {
  title: string;
  error: Error;
  onReload: () => void;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={error.message || '请稍后再试'}
      extra={
        <Button type="primary" onClick={onReload}>
          重新加载
        </Button>
      }
    />
  );
}

/**
 * What needs an account, for a visitor: 登录后即可 `what`, why it is worth it (`subTitle`), and
 * the way to /login that comes back to this address afterwards.
 */
export function LoginResult({ what, subTitle }: { what: string; subTitle: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={`登录后即可${what}`}
      subTitle={subTitle}
      extra={
        <Button
          type="primary"
          onClick={() => {
            setLoginRedirect(currentUrl());
            void navigate(pathTo('login'));
          }}
        >
          去登录
        </Button>
      }
    />
  );
}
