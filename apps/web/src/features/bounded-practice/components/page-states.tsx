import { Result, Skeleton } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import {
  LoadFailedResult,
  LoginResult,
  type LoadFailedProps,
} from '../../../components/page-states/page-states';
import { pathTo } from '../../../lib/paths';
import styles from '../bounded-practice.module.css';

/** The sets while they load: the shape of three cards. */
export function SetsSkeleton() {
  return (
    <div className={styles.grid} role="status" aria-label="加载中">
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.card}>
          <Skeleton active title paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

/** A question while it loads. */
export function QuestionSkeleton() {
  return (
    <div role="status" aria-label="加载中">
      <Skeleton active title paragraph={{ rows: 2 }} />
      <Skeleton.Button active block style={{ marginTop: 12 }} />
      <Skeleton.Button active block style={{ marginTop: 10 }} />
      <Skeleton.Button active block style={{ marginTop: 10 }} />
      <Skeleton.Button active block style={{ marginTop: 10 }} />
    </div>
  );
}

/** Practice needs an account: log in and come back here. */
export function LoginPrompt({ what = '开始难度分级练习' }: { what?: string }) {
  return (
    <LoginResult what={what} subTitle="你的难度档位、作答记录和每轮的难度变化都会保存在账号里。" />
  );
}

/** An address without a set to practise. */
export function MissingSet() {
  return (
    <Result
      status="404"
      title="练习不存在"
      subTitle="请从难度分级练习列表选择一个模块开始练习"
      extra={
        <LinkButton type="primary" to={pathTo('BoundsDifficulty')}>
          返回难度分级练习
        </LinkButton>
      }
    />
  );
}

/** A VIP-only set for someone without the right. */
export function VipPrompt({ reason }: { reason: string }) {
  return (
    <Result
      status="warning"
      title="该练习为VIP专享"
      subTitle={reason || '开通VIP后即可练习'}
      extra={[
        <LinkButton key="vip" type="primary" to={pathTo('VipRights')}>
          开通VIP
        </LinkButton>,
        <LinkButton key="back" to={pathTo('BoundsDifficulty')}>
          返回难度分级练习
        </LinkButton>,
      ]}
    />
  );
}

/**
 * A failed load, as the server worded it (练习不存在或已下架, an empty band …), with 重试 where
 * another try may help and the way back to the sets; `back` false on the sets page itself.
 */
export function LoadFailed({ back = true, ...failed }: LoadFailedProps & { back?: boolean }) {
  return (
    <LoadFailedResult
      {...failed}
      titles={{ 404: '练习不存在', 400: '暂时无法出题' }}
      back={back ? { label: '返回难度分级练习', to: pathTo('BoundsDifficulty') } : undefined}
    />
  );
}
