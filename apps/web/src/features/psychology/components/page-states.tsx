import { Button, Skeleton } from 'antd';
import {
  LoadFailedResult,
  type LoadFailedProps,
} from '../../../components/page-states/page-states';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { pathTo } from '../../../lib/paths';
import styles from '../psychology.module.css';

/**
 * A failed load: what the server said (a record of someone else: 测评记录不存在), and a way on;
 * `back` false on 心理测评 itself, where 返回心理测评 would lead nowhere.
 */
export function LoadFailed({
  back = true,
  notFoundTitle = '内容不存在',
  ...failed
}: LoadFailedProps & { back?: boolean; notFoundTitle?: string }) {
  return (
    <LoadFailedResult
      {...failed}
      titles={{ 404: notFoundTitle }}
      back={back ? { label: '返回心理测评', to: pathTo('PsychologyTest') } : undefined}
    />
  );
}

/** Asks a visitor to log in, in place of what needs a session. */
export function LoginPrompt({ text }: { text: string }) {
  return (
    <div className={styles.loginPrompt}>
      <p>{text}</p>
      <Button type="primary" onClick={() => openAuthDialog('login')}>
        登录
      </Button>
    </div>
  );
}

/** The scale cards while the list loads: the same grid, the same card size. */
export function CheckListSkeleton() {
  return (
    <div className={styles.grid} role="status" aria-label="正在加载测评">
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.checkCard}>
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
          <Skeleton.Button active />
        </div>
      ))}
    </div>
  );
}

/** A taking while its items load: head, progress, one item with four options. */
export function TakingSkeleton() {
  return (
    <section className={styles.panel} role="status" aria-label="正在加载题目">
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1 }} />
      <div className={styles.takingBody}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
        <div className={styles.options}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton.Button key={key} active block size="large" />
          ))}
        </div>
      </div>
    </section>
  );
}

/** A report while it loads: the score panel, the sub-scale rows, the advice. */
export function ReportSkeleton() {
  return (
    <div role="status" aria-label="正在加载报告">
      <section className={styles.panel}>
        <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1 }} />
        <Skeleton.Button active block style={{ height: 28, marginTop: 12 }} />
        <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ marginTop: 16 }} />
      </section>
      <section className={styles.panel}>
        <Skeleton active title={{ width: '20%' }} paragraph={{ rows: 6 }} />
      </section>
    </div>
  );
}
