import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { pathTo } from '../../lib/paths';
import styles from './page-shell.module.css';

export interface PageShellProps {
  /** Shown as the heading, the breadcrumb's last item and in the document title. */
  title: string;
  /** Parent pages between 首页 and this one. */
  trail?: Array<{ title: string; to: string }>;
  /** Section pages (personal centre, topics) already show a breadcrumb of their own. */
  bare?: boolean;
  children?: ReactNode;
}

/** The content frame every page sits in: 1200 px column, breadcrumb, heading, white panel. */
export function PageShell({ title, trail = [], bare = false, children }: PageShellProps) {
  useDocumentTitle(title);
  const items = [
    { key: 'home', title: <Link to={pathTo('Home')}>首页</Link> },
    ...trail.map((item) => ({ key: item.to, title: <Link to={item.to}>{item.title}</Link> })),
    { key: 'current', title },
  ];
  return (
    <div className={bare ? styles.bare : `page-container ${styles.shell}`}>
      {!bare && <Breadcrumb className={styles.breadcrumb} items={items} />}
      <section className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
