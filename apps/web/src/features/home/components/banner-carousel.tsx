import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { Ad } from '../types';
import styles from './home.module.css';

const BACKGROUNDS = [
  'linear-gradient(120deg, #d9381e 0%, #f07c3c 100%)',
  'linear-gradient(120deg, #1f6fd1 0%, #4aa3f0 100%)',
  'linear-gradient(120deg, #7b3fe4 0%, #b07cf4 100%)',
  'linear-gradient(120deg, #0f9d7a 0%, #45c79f 100%)',
];

/** Size of the seeded banner pictures (apps/server/src/lib/imagery-draw.ts). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

function BannerLink({ ad, children }: { ad: Ad; children: React.ReactNode }) {
  if (/^https?:\/\//.test(ad.link)) {
    return (
      <a href={ad.link} target="_blank" rel="noopener noreferrer" className={styles.banner}>
        {children}
      </a>
    );
  }
  return (
    <Link to={ad.link || '/'} className={styles.banner}>
      {children}
    </Link>
  );
}

/** Home carousel; a banner without an image is drawn from its title on a colour field. */
export function BannerCarousel({ banners }: { banners: Ad[] }) {
  if (banners.length === 0) return null;
  return (
    <Carousel autoplay autoplaySpeed={5000} className={styles.carousel}>
      {banners.map((ad, index) => (
        <div key={ad.id}>
          <BannerLink ad={ad}>
            {ad.image ? (
              // The seeded pictures are 1200×400; the box has a fixed height, and the sizes let
              // the browser reserve it before the bytes arrive. Only the first slide is on screen
              // at load, so the rest wait.
              <img
                src={ad.image}
                alt={ad.subtitle ? `${ad.title}：${ad.subtitle}` : ad.title}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className={styles.bannerImage}
              />
            ) : (
              <span
                className={styles.bannerText}
                style={{ background: BACKGROUNDS[index % BACKGROUNDS.length] }}
              >
                <strong>{ad.title}</strong>
                {ad.subtitle && <span>{ad.subtitle}</span>}
              </span>
            )}
          </BannerLink>
        </div>
      ))}
    </Carousel>
  );
}
