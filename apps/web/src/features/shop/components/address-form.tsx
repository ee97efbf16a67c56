import { Button, Checkbox, Form, Input } from 'antd';
import { ADDRESS_RULES } from '../lib/address-rules';
import type { Address } from '../types';
import type { AddressInput } from '../api/save-address';
import { DistrictCascader } from './district-cascader';
import styles from './address-form.module.css';

interface AddressFields {
  name: string;
  phone: string;
  region: string[];
  detail: string;
  postcode: string;
  isDefault: boolean;
}

interface AddressFormProps {
  /** The address being changed; none for a new one. */
  address?: Address | null;
  saving?: boolean;
  submitText?: string;
  onSubmit: (input: AddressInput) => void;
  onCancel?: () => void;
}

/** 收货人, 手机号码, 所在地区 (cascader), 详细地址, 邮政编码 and 设为默认地址. */
export function AddressForm({
  address,
  saving = false,
  submitText = '保存',
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const [form] = Form.useForm<AddressFields>();
  const initial: Partial<AddressFields> = address
    ? {
        name: address.name,
        phone: address.phone,
        region: [address.provinceCode, address.cityCode, address.districtCode],
        detail: address.detail,
        postcode: address.postcode,
        isDefault: address.isDefault,
      }
    : { isDefault: false };

  const finish = (values: AddressFields) => {
    const [provinceCode = '', cityCode = '', districtCode = ''] = values.region;
    onSubmit({
      ...(address ? { id: address.id } : {}),
      name: values.name.trim(),
      phone: values.phone.trim(),
      provinceCode,
      cityCode,
      districtCode,
      detail: values.detail.trim(),
      postcode: (values.postcode ?? '').trim(),
      isDefault: values.isDefault,
    });
  };

  return (
    <Form<AddressFields>
      form={form}
      name="address"
      layout="vertical"
      initialValues={initial}
      onFinish={finish}
      className={styles.form}
      requiredMark
    >
      <div className={styles.pair}>
        <Form.Item label="收货人" name="name" rules={ADDRESS_RULES.name}>
          <Input maxLength={20} autoComplete="name" placeholder="收货人姓名" />
        </Form.Item>
        <Form.Item
          label="手机号码"
          name="phone"
          rules={ADDRESS_RULES.phone}
          validateTrigger="onBlur"
        >
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="11位手机号" />
        </Form.Item>
      </div>
      <Form.Item label="所在地区" name="region" rules={ADDRESS_RULES.region} required>
        <DistrictCascader />
      </Form.Item>
      <Form.Item label="详细地址" name="detail" rules={ADDRESS_RULES.detail}>
        <Input.TextArea
          maxLength={100}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="街道、楼牌号、单元室等"
          autoComplete="street-address"
        />
      </Form.Item>
      <Form.Item
        label="邮政编码"
        name="postcode"
        rules={ADDRESS_RULES.postcode}
        validateTrigger="onBlur"
      >
        <Input maxLength={6} inputMode="numeric" autoComplete="postal-code" placeholder="选填" />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>设为默认地址</Checkbox>
      </Form.Item>
      <div className={styles.actions}>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      </div>
    </Form>
  );
}
