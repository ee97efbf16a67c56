import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { useScrollActiveIntoView } from '../../lib/hooks/use-scroll-active-into-view';
import { useCitySites } from '../../lib/api/columns';
import { homeUrl, pathTo } from '../../lib/paths';
import { useSiteConfig } from '../../lib/site-config';
import { HeaderColumns } from './header-columns';
import { HeaderSearch } from './header-search';
import { MemberBar } from './member-bar';
import { VisitorActions } from './visitor-actions';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  showSearch: boolean;
  isSubstation: boolean;
}

/** Site header: logo, main navigation, search and the visitor's buttons. */
export function SiteHeader({ showSearch, isSubstation }: SiteHeaderProps) {
  const [searchParams] = useSearchParams();
  const navRef = useScrollActiveIntoView<HTMLElement>(useLocation().pathname);
  const cityId = searchParams.get('cityId');
  const home = homeUrl(cityId);
  // A sub-site's own pages (its home, its column lists) carry its cityId.
  const inSubstation = isSubstation || !!cityId;
  const city = useCitySites().data?.find((item) => String(item.cityId) === cityId) ?? null;
  const { data: config } = useSiteConfig();
  const nav = [
    { label: '首页', to: home, end: true },
    { label: '网校', to: pathTo('List') },
    { label: '课程', to: pathTo('Course') },
    // The tab follows the server's switch (on by default), so it only goes once that says off.
    ...((config?.questionBankEnabled ?? true)
      ? [{ label: '题库', to: pathTo('QuestionBank') }]
      : []),
    { label: '图书', to: pathTo('Book') },
    { label: '下载APP', to: pathTo('download') },
    { label: '关于我们', to: pathTo('AboutUs') },
  ];

  return (
    <header className={styles.header}>
      <MemberBar />
      <div className={`page-container ${styles.inner}`}>
        <Link to={home} className={styles.logo} aria-label="上岸首页">
          {config?.mainLogo ? (
            <img src={config.mainLogo} alt="上岸" className={styles.logoImage} />
          ) : (
            <span className={styles.logoMark}>上岸</span>
          )}
          <span className={styles.logoText}>
            公务员 · 选调生
            <br />
            考试备考
          </span>
        </Link>
        <nav ref={navRef} className={styles.nav} aria-label="主导航">
          {nav.map((item) => (
            <NavLink
              key={item.label}
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                isActive ? `${styles.navItem} ${styles.active}` : styles.navItem
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          {inSubstation && (
            <Link to={pathTo('Home')} className={styles.mainSite}>
              返回主站
            </Link>
          )}
          {showSearch && !inSubstation && <HeaderSearch />}
          <VisitorActions />
        </div>
      </div>
      <HeaderColumns city={city} />
    </header>
  );
}
