import { Breadcrumb } from 'antd';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useScrollActiveIntoView } from '../../lib/hooks/use-scroll-active-into-view';
import { pathTo } from '../../lib/paths';
import styles from './section-layout.module.css';

export interface SectionMenuItem {
  to: string;
  label: string;
}

interface SectionLayoutProps {
  title: string;
  homeTo: string;
  menu: SectionMenuItem[];
}

/** A section with its own side menu (personal centre, 遴选专题); pages render on the right. */
export function SectionLayout({ title, homeTo, menu }: SectionLayoutProps) {
  const menuRef = useScrollActiveIntoView<HTMLElement>(useLocation().pathname);
  return (
    <div className={`page-container ${styles.section}`}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { key: 'home', title: <Link to={pathTo('Home')}>首页</Link> },
          { key: 'section', title: <Link to={homeTo}>{title}</Link> },
        ]}
      />
      <div className={styles.body}>
        <nav ref={menuRef} className={styles.menu} aria-label={title}>
          <div className={styles.menuTitle}>{title}</div>
          <ul>
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
