import styles from './site-content.module.css';

/**
 * An ad's picture in its row, in a fixed 120×40 box (cropped to fill it); a grey 无图片 box
 * when it has none, so every row keeps the same height.
 */
export function AdPicture({ url, title }: { url: string; title: string }) {
  if (!url) {
    return <span className={`${styles.picture} ${styles.noPicture}`}>无图片</span>;
  }
  return (
    <img
      className={styles.picture}
      src={url}
      width={120}
      height={40}
      alt={`${title}的图片`}
      loading="lazy"
      decoding="async"
    />
  );
}
