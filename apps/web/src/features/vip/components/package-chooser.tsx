import { Tooltip } from 'antd';
import { yuan } from '../../../lib/format';
import { cardPrice, struckPrice } from '../lib/purchase-rules';
import type { VipPackage } from '../types';
import styles from './purchase-dialog.module.css';

interface PackageChooserProps {
  packages: VipPackage[];
  selectedId: number | null;
  loading: boolean;
  onSelect: (pkg: VipPackage) => void;
}

/** 选择套餐: one card per package; packages that cannot be bought are greyed and say why. */
export function PackageChooser({ packages, selectedId, loading, onSelect }: PackageChooserProps) {
  return (
    <div
      className={`${styles.packages} ${loading ? styles.refreshing : ''}`}
      role="radiogroup"
      aria-label="选择套餐"
    >
      {packages.map((pkg) => {
        const price = cardPrice(pkg);
        const struck = struckPrice(pkg);
        const card = (
          <button
            key={pkg.id}
            type="button"
            role="radio"
            aria-checked={pkg.id === selectedId}
            aria-disabled={!pkg.isBuy}
            className={[
              styles.package,
              pkg.id === selectedId ? styles.selected : '',
              pkg.isBuy ? '' : styles.disabled,
            ].join(' ')}
            onClick={() => pkg.isBuy && onSelect(pkg)}
          >
            {pkg.isActivity && pkg.intro && <span className={styles.ribbon}>{pkg.intro}</span>}
            {pkg.isCurrent && <span className={styles.currentMark}>当前套餐</span>}
            <span className={styles.packageName}>{pkg.name}</span>
            <span className={styles.packagePrice}>{yuan(price)}</span>
            {struck !== null ? (
              <del className={styles.origin}>{yuan(struck)}</del>
            ) : (
              <span className={styles.origin}>&nbsp;</span>
            )}
            <span className={styles.explain}>{pkg.explain || `${pkg.days}天`}</span>
          </button>
        );
        return pkg.isBuy || !pkg.reason ? (
          card
        ) : (
          <Tooltip key={pkg.id} title={pkg.reason}>
            {card}
          </Tooltip>
        );
      })}
    </div>
  );
}
