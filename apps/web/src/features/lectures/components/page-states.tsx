import { Spin } from 'antd';
import {
  LoadFailedResult,
  type LoadFailedProps,
} from '../../../components/page-states/page-states';
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
export function LoadFailed({ back = true, ...failed }: LoadFailedProps & { back?: boolean }) {
  return (
    <LoadFailedResult
      {...failed}
      titles={{ 404: '讲题不存在' }}
      back={back ? { label: '返回名师讲题', to: pathTo('Lecture') } : undefined}
    />
  );
}
