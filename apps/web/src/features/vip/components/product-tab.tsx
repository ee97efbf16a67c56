import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { Msg } from '@shangan/shared';
import type { UserInfo } from '../../../lib/current-user';
import { formatDate, yuan } from '../../../lib/format';
import {
  defaultPackage,
  deducts as deductsIn,
  struckPrice,
  upgradeTerms,
} from '../lib/purchase-rules';
import type { TabMode } from '../lib/purchase-rules';
import type { Adviser, VipPackage, VipProductGroup } from '../types';
import { PackageChooser } from './package-chooser';
import styles from './purchase-dialog.module.css';

interface ProductTabProps {
  group: VipProductGroup;
  mode: TabMode;
  user: UserInfo;
  loading: boolean;
  onModeChange: (mode: 'renew' | 'change') => void;
  advisers: Adviser[];
  adviserId: number | null;
  onAdviserChange: (id: number | null) => void;
  paying: boolean;
  onPay: (pkg: VipPackage) => void;
}

export function ProductTab(props: ProductTabProps) {
  const { group, mode, user } = props;
  const [chosen, setChosen] = useState<Record<string, number>>({});

  if (mode === 'owned') {
    const tier = user.vip || '钻石会员';
    return (
      <Empty className={styles.empty} description={`您已经是${tier}了`}>
        <span className={styles.ownedHint}>续费或变更套餐请前往「{tier}」</span>
      </Empty>
    );
  }

  const explicit = group.product.find((p) => p.id === chosen[mode] && p.isBuy);
  const selected = explicit ?? defaultPackage(group.product, mode);
  const deducts = deductsIn(mode);
  const struck = selected ? struckPrice(selected) : null;

  return (
    <div className={styles.tab}>
      <div className={styles.product}>
        {group.icon && <img src={group.icon} alt="" className={styles.productIcon} />}
        <span className={styles.productName}>{group.name}</span>
        <span className={styles.shared}>APP与网站通用</span>
      </div>

      <ul className={styles.benefits} aria-label="会员权益">
        {group.benefit.map((benefit) => (
          <li key={benefit.name}>
            <img src={benefit.icon} alt="" />
            <span>{benefit.name}</span>
          </li>
        ))}
      </ul>

      {(mode === 'renew' || mode === 'change') && (
        <Segmented<'renew' | 'change'>
          className={styles.modes}
          value={mode}
          onChange={props.onModeChange}
          options={[
            { label: '套餐续费', value: 'renew' },
            ...(group.isChange ? [{ label: '套餐变更', value: 'change' as const }] : []),
          ]}
        />
      )}
      {mode === 'upgrade' && <UpgradeTips pkg={selected ?? group.product[0]} />}

      <div className={styles.sectionTitle}>选择套餐</div>
      {group.product.length === 0 ? (
        <Empty className={styles.empty} description={Msg.noPackages} />
      ) : (
        <PackageChooser
          packages={group.product}
          selectedId={selected?.id ?? null}
          loading={props.loading}
          onSelect={(pkg) => setChosen((prev) => ({ ...prev, [mode]: pkg.id }))}
        />
      )}

      {selected && (
        <dl className={styles.facts}>
          <dt>购买该套餐后有效期至</dt>
          <dd data-testid="valid-until">{formatDate(selected.validUntil)}</dd>
          {deducts && (
            <>
              <dt>
                抵扣
                <Tooltip title="抵扣金额 = 原套餐价格 ÷ 总天数 × 剩余天数">
                  <QuestionCircleOutlined className={styles.help} />
                </Tooltip>
              </dt>
              <dd data-testid="deduction">当前会员已抵扣￥{selected.priceDifference}</dd>
            </>
          )}
          <dt>课程顾问</dt>
          <dd>
            <Select
              className={styles.adviser}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder="请选择您的课程顾问"
              value={props.adviserId ?? undefined}
              onChange={(value: number | undefined) => props.onAdviserChange(value ?? null)}
              options={props.advisers.map((a) => ({ value: a.id, label: a.name }))}
              notFoundContent="暂无课程顾问"
            />
          </dd>
        </dl>
      )}

      {selected && (
        <div className={styles.payBar}>
          <div className={styles.amount}>
            应付金额
            <strong data-testid="pay-amount">{yuan(selected.payAmount)}</strong>
            {!deducts && struck !== null && <del>{yuan(struck)}</del>}
          </div>
          <Button
            type="primary"
            size="large"
            className={styles.payButton}
            loading={props.paying}
            onClick={() => props.onPay(selected)}
          >
            立即支付
          </Button>
        </div>
      )}
      {!selected && group.product.length > 0 && (
        <p className={styles.none}>暂无可购买的套餐，请查看套餐上的说明</p>
      )}
    </div>
  );
}

/** The top-tier dialog: the upgrade explained term by term. */
function UpgradeTips({ pkg }: { pkg: VipPackage | undefined }) {
  return (
    <div className={styles.tips}>
      <div className={styles.tipsTitle}>升级购买</div>
      <ul>
        {upgradeTerms(pkg).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </div>
  );
}
