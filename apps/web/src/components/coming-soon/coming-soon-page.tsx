import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../link-button/link-button';
import { PageShell } from '../page-shell/page-shell';
import styles from './coming-soon-page.module.css';
import type { PageShellProps } from '../page-shell/page-shell';

interface ComingSoonPageProps extends Omit<PageShellProps, 'children'> {
  /** A sentence on what the page will offer, when there is something useful to say. */
  note?: string;
}

/**
 * A page whose content a later release brings: the real shell and title, and an honest note
 * instead of placeholder data.
 */
export function ComingSoonPage({ note, ...shell }: ComingSoonPageProps) {
  return (
    <PageShell {...shell}>
      <Result
        className={styles.result}
        icon={<ToolOutlined className={styles.icon} />}
        title="本栏目内容建设中，敬请期待"
        subTitle={note ?? '我们正在抓紧完善这部分内容，您可以先看看其他栏目。'}
        extra={
          <LinkButton type="primary" to={pathTo('Home')}>
            返回首页
          </LinkButton>
        }
      />
    </PageShell>
  );
}
