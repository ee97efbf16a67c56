import { useState } from 'react';
import { PICTURE_ADDRESS, URL_MAX } from '@shangan/shared';
import styles from './site-content.module.css';

/**
 * The picture at the address typed, under its field, once the address is one the server takes;
 * a picture that does not load says so instead.
 */
export function PicturePreview({ url }: { url: string | undefined }) {
  const address = url?.trim() ?? '';
  const [failed, setFailed] = useState<string | null>(null);
  if (!address || address.length > URL_MAX || !PICTURE_ADDRESS.test(address)) return null;
  if (failed === address) {
    return <p className={styles.previewFailed}>图片无法加载，请检查地址</p>;
  }
  return (
    <img
      className={styles.preview}
      src={address}
      alt="图片预览"
      onError={() => setFailed(address)}
    />
  );
}
