import styles from './goods.module.css';

/**
 * A book's cover, `width` wide at 3:4; the width and height attributes reserve its box before
 * the picture arrives, so nothing beside or below it moves.
 */
export function GoodsCover({ url, title, width }: { url: string; title: string; width: number }) {
  const height = Math.round((width * 4) / 3);
  if (!url) return <span className={styles.cover} style={{ width, height }} aria-hidden />;
  return (
    <img
      className={styles.cover}
      src={url}
      width={width}
      height={height}
      alt={`${title}封面`}
      loading="lazy"
      decoding="async"
    />
  );
}
