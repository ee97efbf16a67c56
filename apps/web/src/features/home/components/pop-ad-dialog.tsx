import { Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePopAd } from '../api/pop-ad';
import styles from './home.module.css';

const SEEN_KEY = 'shangan_pop_ad_seen';

function alreadySeen(id: number): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === String(id);
  } catch {
    return false;
  }
}

/** The home pop-up ad: at most once per browser session, so it never nags on every visit. */
export function PopAdDialog({ cityId }: { cityId: number | null }) {
  const { data: ad } = usePopAd(cityId);
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  if (!ad || closed || alreadySeen(ad.id)) return null;
  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, String(ad.id));
    } catch {
      // Private mode without storage: the ad may show again next time, nothing worse.
    }
    setClosed(true);
  };
  return (
    <Modal
      open
      centered
      width={420}
      footer={null}
      onCancel={close}
      title={null}
      classNames={{ body: styles.popBody }}
    >
      <button
        type="button"
        className={styles.popAd}
        onClick={() => {
          close();
          if (/^https?:\/\//.test(ad.link)) window.open(ad.link, '_blank', 'noopener');
          else navigate(ad.link || '/');
        }}
      >
        {ad.image ? <img src={ad.image} alt={ad.title} /> : null}
        <strong>{ad.title}</strong>
        {ad.subtitle && <span>{ad.subtitle}</span>}
        <span className={styles.popAction}>立即查看</span>
      </button>
    </Modal>
  );
}
