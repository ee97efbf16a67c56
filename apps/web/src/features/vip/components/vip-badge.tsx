import { TOP_TIER_WEIGHT } from '@shangan/shared';
import styles from './vip-badge.module.css';

interface VipBadgeProps {
  weight: number;
  name: string;
  icon?: string;
  size?: 'small' | 'default';
}

/** The tier as a badge: gold for VIP, the distinct violet style for the top tier (weight 20). */
export function VipBadge({ weight, name, icon, size = 'default' }: VipBadgeProps) {
  const tier = weight >= TOP_TIER_WEIGHT ? styles.diamond : styles.gold;
  return (
    <span className={`${styles.badge} ${tier} ${size === 'small' ? styles.small : ''}`}>
      {icon && <img src={icon} alt="" className={styles.icon} />}
      {name}
    </span>
  );
}

/** The CSS class giving a block the tier's colours (popover box, my-VIP card). */
export function tierClass(weight: number): string {
  return (weight >= TOP_TIER_WEIGHT ? styles.diamondTheme : styles.goldTheme) ?? '';
}
