import { Button, Result, Spin } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { isApiError } from '../../../lib/api';
import { pathTo } from '../../../lib/paths';

export function Loading() {
  return (
    <div role="status" style={{ padding: '48px 0', textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

/**
 * A failed load: what the server said (a lecture taken down: 讲题不存在或已下架), and a way on;
 * `back` false on 名师讲题 itself, where 返回名师讲题 would lead nowhere.
 */
export function LoadFailed({
  error,
  onRetry,
  back = true,
}: {
  error: unknown;
  onRetry?: () => void;
  back?: boolean;
}) {
  const notFound = isApiError(error) && error.code === 404;
  return (
    <Result
      // A warning, as the online school's pages show a load that may work on retry.
      status={notFound ? '404' : 'warning'}
      title={notFound ? '讲题不存在' : '加载失败'}
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
              <LinkButton key="back" to={pathTo('Lecture')}>
                返回名师讲题
              </LinkButton>,
            ]
          : []),
      ]}
    />
  );
}
