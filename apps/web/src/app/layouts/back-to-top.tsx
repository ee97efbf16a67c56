import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@shangan/shared';

interface BackToTopProps {
  className?: string;
  iconClassName?: string;
  labelClassName?: string;
}

/** Appears once the page has scrolled past 400 px (BACK_TO_TOP_THRESHOLD_PX). */
export function BackToTop({ className, iconClassName, labelClassName }: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    };
    // Scroll fires far more often than the screen redraws; one check per frame is enough.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    frame = window.requestAnimationFrame(update);
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      title="返回顶部"
      aria-label="返回顶部"
    >
      <span className={iconClassName}>
        <VerticalAlignTopOutlined />
      </span>
      <span className={labelClassName}>顶部</span>
    </button>
  );
}
