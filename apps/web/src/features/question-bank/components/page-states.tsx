import { Button, Result, Spin } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { LoginResult } from '../../../components/page-states/page-states';
import { isApiError } from '../../../lib/api';
import { pathTo } from '../../../lib/paths';
import styles from './practice.module.css';

export function LoadingState({ tip = '加载中…' }: { tip?: string }) {
  return (
    <div className={styles.state} role="status">
      <Spin size="large" />
      <span>{tip}</span>
    </div>
  );
}

/** Practice and records need an account: go to /login and come back here afterwards. */
export function LoginRequired({ what = '开始练习' }: { what?: string }) {
  return (
    <LoginResult
      what={what}
      subTitle="做题记录、错题本和收藏都会保存在你的账号里，换设备也不会丢。"
    />
  );
}

/** A failed load: VIP-only content gets the purchase prompt, anything else a retry. */
export function ErrorState({
  error,
  onRetry,
  backTo = pathTo('QuestionBank'),
}: {
  error: unknown;
  onRetry?: () => void;
  backTo?: string;
}) {
  const code = isApiError(error) ? error.code : 0;
  if (code === 403) {
    return (
      <Result
        status="warning"
        title="该内容为VIP专享"
        subTitle={isApiError(error) ? error.message : ''}
        extra={[
          <LinkButton key="vip" type="primary" to={pathTo('VipRights')}>
            开通VIP
          </LinkButton>,
          <LinkButton key="back" to={backTo}>
            返回题库
          </LinkButton>,
        ]}
      />
    );
  }
  return (
    <Result
      status={code === 404 ? '404' : 'error'}
      title={code === 404 ? '内容不存在' : '加载失败'}
      subTitle={error instanceof Error && error.message ? error.message : '请稍后再试'}
      extra={[
        ...(onRetry
          ? [
              <Button key="retry" type="primary" onClick={onRetry}>
                重试
              </Button>,
            ]
          : []),
        <LinkButton key="back" to={backTo}>
          返回题库
        </LinkButton>,
      ]}
    />
  );
}
