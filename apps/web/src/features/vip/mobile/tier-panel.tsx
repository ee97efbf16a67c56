import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { Msg } from '@shangan/shared';
import { formatDate, yuan } from '../../../lib/format';
import {
  cardPrice,
  deducts as deductsIn,
  defaultPackage,
  struckPrice,
  upgradeTerms,
} from '../lib/purchase-rules';
import type { RenewMode, TabMode } from '../lib/purchase-rules';
import type { Adviser, VipPackage, VipProductGroup } from '../types';
import styles from './vip-center.module.css';

interface TierPanelProps {
  group: VipProductGroup;
  mode: TabMode;
  /** The tier the person holds, for the 'owned' tab. */
  tierName: string;
  selectedId: number | null;
  onSelect: (pkg: VipPackage) => void;
  onModeChange: (mode: RenewMode) => void;
  refreshing: boolean;
  advisers: Adviser[] | null;
  adviserId: number | null;
  onAdviserChange: (id: number | null) => void;
}

/** The package the panel shows as chosen: the person's pick while it can be bought, else the default. */
export function chosenPackage(
  group: VipProductGroup,
  mode: TabMode,
  selectedId: number | null,
): VipPackage | undefined {
  return (
    group.product.find((p) => p.id === selectedId && p.isBuy) ?? defaultPackage(group.product, mode)
  );
}

/**
 * One tier of the VIP centre: its benefits, renew or change for the person's own tier, the
 * upgrade explained for a higher one, the packages with the prices the server computed for this
 * person (promotional price, struck-through list price, why a greyed one cannot be bought), what
 * the chosen one brings, and the course adviser.
 */
export function TierPanel(props: TierPanelProps) {
  const { group, mode } = props;
  const selected = chosenPackage(group, mode, props.selectedId);
  const deducts = deductsIn(mode);

  return (
    <div className={styles.panel}>
      <ul className={styles.benefits} aria-label="会员权益">
        {group.benefit.map((benefit) => (
          <li key={benefit.name}>
            <img src={benefit.icon} alt="" width={32} height={32} />
            <span>{benefit.name}</span>
          </li>
        ))}
      </ul>

      {mode === 'owned' ? (
        <p className={styles.owned}>
          您已经是{props.tierName}了，续费或变更套餐请切换到「{props.tierName}」
        </p>
      ) : (
        <>
          {mode === 'renew' || mode === 'change' ? (
            <div className={styles.modes} role="radiogroup" aria-label="购买方式">
              {(
                [
                  ['renew', '套餐续费'],
                  ...(group.isChange ? [['change', '套餐变更'] as const] : []),
                ] as const
              ).map(([value, text]) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={mode === value}
                  className={mode === value ? `${styles.mode} ${styles.modeOn}` : styles.mode}
                  onClick={() => props.onModeChange(value)}
                >
                  {text}
                </button>
              ))}
            </div>
          ) : null}
          {mode === 'upgrade' ? <UpgradeTips pkg={selected ?? group.product[0]} /> : null}

          <h3 className={styles.sectionTitle}>选择套餐</h3>
          {group.product.length === 0 ? (
            <p className={styles.none}>{Msg.noPackages}</p>
          ) : (
            <div
              className={
                props.refreshing ? `${styles.packages} ${styles.refreshing}` : styles.packages
              }
              role="radiogroup"
              aria-label="选择套餐"
            >
              {group.product.map((pkg) => (
                <PackageCard
                  key={pkg.id}
                  pkg={pkg}
                  selected={pkg.id === selected?.id}
                  onSelect={() => props.onSelect(pkg)}
                />
              ))}
            </div>
          )}
          {!selected && group.product.length > 0 ? (
            <p className={styles.none}>暂无可购买的套餐，请查看套餐上的说明</p>
          ) : null}

          {selected ? (
            <dl className={styles.facts}>
              <dt>购买后有效期至</dt>
              <dd data-testid="valid-until">{formatDate(selected.validUntil)}</dd>
              {deducts ? (
                <>
                  <dt>当前会员抵扣</dt>
                  <dd data-testid="deduction">￥{selected.priceDifference}</dd>
                </>
              ) : null}
              {props.advisers ? (
                <>
                  <dt>课程顾问</dt>
                  <dd>
                    <AdviserPicker
                      advisers={props.advisers}
                      value={props.adviserId}
                      onChange={props.onAdviserChange}
                    />
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </>
      )}
    </div>
  );
}

function PackageCard({
  pkg,
  selected,
  onSelect,
}: {
  pkg: VipPackage;
  selected: boolean;
  onSelect: () => void;
}) {
  const struck = struckPrice(pkg);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-disabled={!pkg.isBuy}
      className={[
        styles.package,
        selected ? styles.selected : '',
        pkg.isBuy ? '' : styles.disabled,
      ].join(' ')}
      onClick={() => pkg.isBuy && onSelect()}
    >
      {pkg.isActivity && pkg.intro ? <span className={styles.ribbon}>{pkg.intro}</span> : null}
      {pkg.isCurrent ? <span className={styles.current}>当前套餐</span> : null}
      <span className={styles.packageName}>{pkg.name}</span>
      <span className={styles.price} data-testid="package-price">
        {yuan(cardPrice(pkg))}
      </span>
      {struck !== null ? (
        <del className={styles.origin}>{yuan(struck)}</del>
      ) : (
        <span className={styles.origin} aria-hidden="true">
          &nbsp;
        </span>
      )}
      <span className={styles.explain}>
        {!pkg.isBuy && pkg.reason ? pkg.reason : pkg.explain || `${pkg.days}天`}
      </span>
    </button>
  );
}

/** The upgrade explained term by term, as the desktop's top-tier dialog does. */
function UpgradeTips({ pkg }: { pkg: VipPackage | undefined }) {
  return (
    <div className={styles.tips}>
      <strong>升级购买</strong>
      <ul>
        {upgradeTerms(pkg).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </div>
  );
}

const NO_ADVISER = 'none';

function AdviserPicker({
  advisers,
  value,
  onChange,
}: {
  advisers: Adviser[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const current = advisers.find((a) => a.id === value);
  return (
    <>
      <button type="button" className={styles.adviser} onClick={() => setOpen(true)}>
        {current ? current.name : advisers.length ? '请选择您的课程顾问' : '暂无课程顾问'}
      </button>
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        title="课程顾问"
        columns={[
          [
            { label: '暂不选择', value: NO_ADVISER },
            ...advisers.map((a) => ({ label: a.name, value: String(a.id) })),
          ],
        ]}
        value={[value === null ? NO_ADVISER : String(value)]}
        onConfirm={([picked]) => onChange(picked && picked !== NO_ADVISER ? Number(picked) : null)}
      />
    </>
  );
}
