import { Link } from 'react-router';
import { useAboutUsAd } from '../api/about-us-ad';
import styles from './about.module.css';

/** The about-us promotions (GET /pc/aboutUsAd); nothing when there are none. */
export function AboutAds() {
  const { data } = useAboutUsAd();
  if (!data || data.length === 0) return null;
  return (
    <div className={styles.ads}>
      {data.map((ad) => (
        <Link key={ad.id} to={ad.link || '/'} className={styles.ad}>
          <strong>{ad.title}</strong>
          <span>{ad.subtitle}</span>
        </Link>
      ))}
    </div>
  );
}
