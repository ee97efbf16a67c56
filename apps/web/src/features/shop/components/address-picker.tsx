import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Radio, Tag } from 'antd';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import type { Address } from '../types';
import styles from './address-picker.module.css';

interface AddressPickerProps {
  addresses: Address[];
  value: number | null;
  onChange: (addressId: number) => void;
  onAdd: () => void;
  disabled?: boolean;
}

/** The checkout's 收货地址: the person's addresses to choose from, and 新增收货地址. */
export function AddressPicker({ addresses, value, onChange, onAdd, disabled }: AddressPickerProps) {
  return (
    <div className={styles.picker}>
      {addresses.length === 0 ? (
        <p className={styles.none}>
          <EnvironmentOutlined /> 您还没有收货地址，请先新增一个
        </p>
      ) : (
        <Radio.Group
          className={styles.group}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {addresses.map((address) => (
            <Radio
              key={address.id}
              value={address.id}
              className={`${styles.option} ${address.id === value ? styles.selected : ''}`}
            >
              <span className={styles.who}>
                <strong>{address.name}</strong>
                <span>{address.phone}</span>
                {address.isDefault && <Tag color="red">默认</Tag>}
              </span>
              <span className={styles.where}>{address.fullAddress}</span>
            </Radio>
          ))}
        </Radio.Group>
      )}
      <div className={styles.actions}>
        <Button icon={<PlusOutlined />} onClick={onAdd} disabled={disabled}>
          新增收货地址
        </Button>
        {addresses.length > 0 && <Link to={pathTo('Address')}>管理收货地址</Link>}
      </div>
    </div>
  );
}
