import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { usePopAd } from '../api/pop-ad';
import styles from './home.module.css';

const SEEN_KEY = 'shangan_pop_ad_seen';

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function markSeen(id: number): void {
  try {
    sessionStorage.setItem(SEEN_KEY, String(id));
  } catch {
    // Private mode without storage: the ad may show again next time, nothing worse.
  }
}

/**
 * Whether the reader is typing in a field: on a drawn home page, focusing the header's search
 * box is what starts the app, and an ad opening then would take the keys they type.
 */
function readerIsTyping(): boolean {
  if (typeof document === 'undefined') return false;
  const field = document.activeElement;
  return (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLElement && field.isContentEditable)
  );
}

/**
 * The home pop-up ad: at most once per browser session, so it never nags on every visit.
 * It counts as seen the moment it shows, not when closed: leaving for /login with it open
 * and coming back logged in (or a city change bringing another ad) is the same visit. A reader
 * already typing when it arrives is left alone, and the ad waits for a later visit.
 */
export function PopAdDialog({ cityId }: { cityId: number | null }) {
  const { data: ad } = usePopAd(cityId);
  const navigate = useNavigate();
  // Decided once per mount, so marking the ad as seen below does not hide it while it shows.
  const [seenBefore] = useState(seenThisSession);
  const [closed, setClosed] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const [skipped, setSkipped] = useState(false);
  // The first ad this mount receives is the one it may show (state adjusted while rendering).
  if (ad && !seenBefore && shownId === null && !skipped) {
    if (readerIsTyping()) setSkipped(true);
    else setShownId(ad.id);
  }
  useEffect(() => {
    if (shownId !== null) markSeen(shownId);
  }, [shownId]);
  // Never in the page the server drew: the browser alone knows whether it was seen.
  const visible = useHydrated() && !!ad && !closed && shownId === ad.id;
  if (!visible) return null;
  const close = () => setClosed(true);
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
