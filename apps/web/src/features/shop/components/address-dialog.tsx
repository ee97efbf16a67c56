import { Modal } from 'antd';
import { notify } from '../../../lib/notifier';
import { useSaveAddress } from '../api/save-address';
import type { Address } from '../types';
import { AddressForm } from './address-form';

interface AddressDialogProps {
  open: boolean;
  /** The address to change; null adds a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}

/** 新增收货地址 / 编辑收货地址: the form in a dialog, saved through /pc/newaddress. */
export function AddressDialog({ open, address, onClose, onSaved }: AddressDialogProps) {
  const save = useSaveAddress();
  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      footer={null}
      width={560}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <AddressForm
        address={address}
        saving={save.isPending}
        onCancel={onClose}
        onSubmit={(input) =>
          save.mutate(input, {
            onSuccess: (saved) => {
              notify.success(address ? '收货地址已修改' : '收货地址已添加');
              onSaved?.(saved);
              onClose();
            },
          })
        }
      />
    </Modal>
  );
}
