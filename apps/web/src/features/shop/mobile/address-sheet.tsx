import { useQueries } from '@tanstack/react-query';
import { Button, CascaderView, Checkbox, Form, Input, Popup } from 'antd-mobile';
import type { CascaderOption } from 'antd-mobile/es/components/cascader-view';
import { useState } from 'react';
import { districtsQuery } from '../api/districts';
import { useSaveAddress } from '../api/save-address';
import { ADDRESS_RULES } from '../lib/address-rules';
import type { Address, District } from '../types';
import styles from './shop.module.css';

interface AddressSheetProps {
  open: boolean;
  addresses: Address[];
  value: number | null;
  onChange: (id: number) => void;
  onClose: () => void;
}

/**
 * 收货地址 on a phone: the learner's addresses to choose from, and 新增收货地址 with the
 * province → city → district chain read level by level from the national table.
 */
export function AddressSheet({ open, addresses, value, onChange, onClose }: AddressSheetProps) {
  // Someone without an address goes straight to adding one.
  const [addingChoice, setAdding] = useState<boolean | null>(null);
  const adding = addingChoice ?? addresses.length === 0;
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <header className={styles.sheetHead}>
        <strong>{adding ? '新增收货地址' : '选择收货地址'}</strong>
        <button type="button" className={styles.sheetClose} onClick={onClose}>
          关闭
        </button>
      </header>
      {adding ? (
        <AddressForm
          onSaved={(id) => {
            onChange(id);
            setAdding(false);
            onClose();
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : onClose}
        />
      ) : (
        <>
          <ul className={styles.addressList} role="radiogroup" aria-label="收货地址">
            {addresses.map((address) => (
              <li key={address.id}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={address.id === value}
                  className={
                    address.id === value
                      ? `${styles.addressOption} ${styles.addressOn}`
                      : styles.addressOption
                  }
                  onClick={() => {
                    onChange(address.id);
                    onClose();
                  }}
                >
                  <span className={styles.addressWho}>
                    <strong>{address.name}</strong> {address.phone}
                    {address.isDefault ? <span className={styles.defaultTag}>默认</span> : null}
                  </span>
                  <span className={styles.addressLine}>{address.fullAddress}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.sheetFoot}>
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              onClick={() => setAdding(true)}
            >
              新增收货地址
            </Button>
          </div>
        </>
      )}
    </Popup>
  );
}

interface AddressFields {
  name: string;
  phone: string;
  region: string[];
  detail: string;
  postcode?: string;
  isDefault?: boolean;
}

function AddressForm({
  onSaved,
  onCancel,
}: {
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<AddressFields>();
  const save = useSaveAddress();
  const finish = async (values: AddressFields) => {
    const [provinceCode = '', cityCode = '', districtCode = ''] = values.region;
    let saved;
    try {
      saved = await save.mutateAsync({
        name: values.name.trim(),
        phone: values.phone.trim(),
        provinceCode,
        cityCode,
        districtCode,
        detail: values.detail.trim(),
        postcode: (values.postcode ?? '').trim(),
        isDefault: values.isDefault ?? false,
      });
    } catch {
      return; // The client has shown the server's reason.
    }
    onSaved(saved.id);
  };
  return (
    <Form
      form={form}
      className={styles.addressForm}
      layout="horizontal"
      initialValues={{ isDefault: false, region: [] }}
      onFinish={(values: AddressFields) => void finish(values)}
      footer={
        <div className={styles.formButtons}>
          <Button shape="rounded" size="large" onClick={onCancel}>
            取消
          </Button>
          <Button
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            loading={save.isPending}
          >
            保存并使用
          </Button>
        </div>
      }
    >
      <Form.Item label="收货人" name="name" rules={ADDRESS_RULES.name}>
        <Input placeholder="收货人姓名" maxLength={20} autoComplete="name" aria-label="收货人" />
      </Form.Item>
      <Form.Item label="手机号码" name="phone" rules={ADDRESS_RULES.phone}>
        <Input
          placeholder="收货人手机号"
          maxLength={11}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-label="手机号码"
        />
      </Form.Item>
      <Form.Item label="所在地区" name="region" rules={ADDRESS_RULES.region} required>
        <RegionField />
      </Form.Item>
      <Form.Item label="详细地址" name="detail" rules={ADDRESS_RULES.detail}>
        <Input
          placeholder="街道、楼栋、门牌号"
          maxLength={100}
          autoComplete="street-address"
          aria-label="详细地址"
        />
      </Form.Item>
      <Form.Item label="邮政编码" name="postcode" rules={ADDRESS_RULES.postcode}>
        <Input placeholder="选填" maxLength={6} inputMode="numeric" aria-label="邮政编码" />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>设为默认地址</Checkbox>
      </Form.Item>
    </Form>
  );
}

/**
 * 所在地区: province → city → district, each level read from /pc/districts when the level above
 * is chosen; a level on its way shows a skeleton.
 */
function RegionField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(value);
  const [names, setNames] = useState<string[]>([]);
  const codes = ['', ...draft.slice(0, 2)];
  const levels = useQueries({ queries: codes.map((code) => districtsQuery(code)) });
  const byParent = new Map<string, District[]>();
  codes.forEach((code, index) => {
    const data = levels[index]?.data;
    if (data) byParent.set(code, data);
  });
  const build = (parent: string): CascaderOption[] =>
    byParent.get(parent)?.map((district) => ({
      value: district.code,
      label: district.name,
      ...(district.isLeaf
        ? {}
        : {
            children: byParent.has(district.code)
              ? build(district.code)
              : CascaderView.optionSkeleton,
          }),
    })) ?? CascaderView.optionSkeleton;

  return (
    <>
      <button type="button" className={styles.regionButton} onClick={() => setOpen(true)}>
        {value.length === 3 && names.length === 3 ? (
          names.join(' ')
        ) : (
          <span className={styles.placeholder}>请选择省 / 市 / 区县</span>
        )}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        position="bottom"
        bodyClassName={styles.regionSheet}
      >
        <header className={styles.sheetHead}>
          <strong>所在地区</strong>
          <button type="button" className={styles.sheetClose} onClick={() => setOpen(false)}>
            关闭
          </button>
        </header>
        <CascaderView
          options={build('')}
          value={draft}
          loading={levels[0]?.isPending}
          placeholder="请选择"
          onChange={(next, extend) => {
            const chosen = next.map(String);
            setDraft(chosen);
            if (extend.isLeaf && chosen.length === 3) {
              setNames(extend.items.map((item) => item?.label ?? ''));
              onChange?.(chosen);
              setOpen(false);
            }
          }}
        />
        {levels.some((level) => level.isError) ? (
          <p className={styles.muted}>地区加载失败，请关闭后重试</p>
        ) : null}
      </Popup>
    </>
  );
}
