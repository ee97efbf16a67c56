import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import styles from './mobile.module.css';

interface MobilePageProps {
  /** The bar's title and the document's. */
  title: string;
  /** The document's title when it should differ from the bar's (an article's full title). */
  documentTitle?: string;
  /** The tab pages have no way back. */
  back?: boolean;
  /** Actions on the right of the bar. */
  right?: ReactNode;
  children: ReactNode;
  /** Plain white page instead of the grey list background. */
  plain?: boolean;
}

/**
 * The frame of every mobile page: a sticky bar with the title and the way back, the content
 * below it. Back goes to the previous page of this visit, or home when the page was opened
 * directly (a shared link) so back never leaves the site.
 */
export function MobilePage({
  title,
  documentTitle,
  back = true,
  right,
  children,
  plain,
}: MobilePageProps) {
  const navigate = useNavigate();
  useDocumentTitle(documentTitle ?? title);
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className={plain ? `${styles.page} ${styles.plain}` : styles.page}>
      <div className={styles.bar}>
        <NavBar back={back ? '' : null} backIcon={back} onBack={goBack} right={right}>
          {title}
        </NavBar>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
