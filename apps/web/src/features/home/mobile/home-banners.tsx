import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useReducedMotion } from '../../../lib/hooks/use-reduced-motion';
import { mobileLinkTarget } from '../../../lib/mobile-link';
import type { Ad } from '../types';
import styles from './home-banners.module.css';

/** Size of the seeded banner pictures (apps/server/src/lib/imagery-draw.ts). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;
const AUTOPLAY_MS = 5000;

const BACKGROUNDS = [
  'linear-gradient(120deg, #d9381e 0%, #f07c3c 100%)',
  'linear-gradient(120deg, #1f6fd1 0%, #4aa3f0 100%)',
  'linear-gradient(120deg, #7b3fe4 0%, #b07cf4 100%)',
  'linear-gradient(120deg, #0f9d7a 0%, #45c79f 100%)',
];

function BannerLink({ ad, children }: { ad: Ad; children: ReactNode }) {
  const target = mobileLinkTarget(ad.link);
  if ('external' in target) {
    return (
      <a href={target.external} target="_blank" rel="noopener noreferrer" className={styles.slide}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target.to} className={styles.slide}>
      {children}
    </Link>
  );
}

/**
 * The home banners as a row the finger swipes (the browser's own scroll snapping, no gesture
 * library to download), turning every few seconds unless the person touches it or asked their
 * system for less motion. The box keeps the pictures' 3:1 shape before anything arrives.
 */
export function HomeBanners({ banners }: { banners: Ad[] | undefined }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [touching, setTouching] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = banners?.length ?? 0;

  useEffect(() => {
    if (count < 2 || reducedMotion || touching) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element || document.hidden || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, reducedMotion, touching]);

  if (!banners) return <div className={`${styles.box} ${styles.placeholder}`} aria-hidden="true" />;
  if (banners.length === 0) return null;
  return (
    <div className={styles.box}>
      <div
        ref={track}
        className={styles.track}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) {
            setActive(Math.round(element.scrollLeft / element.clientWidth));
          }
        }}
        onTouchStart={() => setTouching(true)}
        onTouchEnd={() => setTouching(false)}
        onTouchCancel={() => setTouching(false)}
      >
        {banners.map((ad, index) => (
          <BannerLink key={ad.id} ad={ad}>
            {ad.image ? (
              // Only the first banner is on screen at load; it is the page's largest picture.
              <img
                src={ad.image}
                alt={ad.subtitle ? `${ad.title}：${ad.subtitle}` : ad.title}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className={styles.image}
              />
            ) : (
              <span
                className={styles.text}
                style={{ background: BACKGROUNDS[index % BACKGROUNDS.length] }}
              >
                <strong>{ad.title}</strong>
                {ad.subtitle ? <span>{ad.subtitle}</span> : null}
              </span>
            )}
          </BannerLink>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((ad, index) => (
            <span
              key={ad.id}
              className={index === active ? `${styles.dot} ${styles.on}` : styles.dot}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
