import { NavLink } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from './about.module.css';

const ITEMS = [
  { label: '关于我们', to: pathTo('AboutUs') },
  { label: '我们的特色', to: pathTo('Feature') },
  { label: '教学体系', to: pathTo('System') },
  { label: '联系我们', to: pathTo('ContactUs') },
  { label: '加入我们', to: pathTo('JoinUs') },
];

/** The tabs shared by the about-us pages. */
export function AboutNav() {
  return (
    <nav className={styles.nav} aria-label="关于上岸">
      {ITEMS.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          className={({ isActive }) =>
            isActive ? `${styles.navItem} ${styles.active}` : styles.navItem
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
