import { useEffect, useState } from 'react';
import styles from './video-player.module.css';

/** How long the watermark stays in one place. */
export const WATERMARK_MOVE_MS = 4_000;

interface Spot {
  top: number;
  left: number;
}

/** A spot inside the picture, away from the edges where the controls and the crop would be. */
function randomSpot(): Spot {
  return { top: 6 + Math.random() * 72, left: 4 + Math.random() * 66 };
}

/**
 * The viewer's masked phone drawn over the picture and moved every few seconds, so a screen
 * recording carries who made it and cannot simply crop one corner away.
 */
export function Watermark({ text }: { text: string }) {
  const [spot, setSpot] = useState<Spot>(randomSpot);
  useEffect(() => {
    const timer = setInterval(() => setSpot(randomSpot()), WATERMARK_MOVE_MS);
    return () => clearInterval(timer);
  }, []);
  if (!text) return null;
  return (
    <div
      className={styles.watermark}
      style={{ top: `${spot.top}%`, left: `${spot.left}%` }}
      aria-hidden="true"
      data-testid="video-watermark"
    >
      {text}
    </div>
  );
}
