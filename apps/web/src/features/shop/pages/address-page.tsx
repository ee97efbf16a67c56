import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import type { ADDRESS_LIMIT } from '@shangan/shared/contracts/commerce/addresses';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/notifier';
import { useAddresses } from '../api/addresses';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressDialog } from '../components/address-dialog';
import type { Address } from '../types';
import styles from './address-page.module.css';

/** The server's cap, typed from its contract so the two cannot disagree. */
const LIMIT: typeof ADDRESS_LIMIT = 20;

/** null: closed; 'new': adding; an address: changing it. */
type Editing = null | 'new' | Address;

/** /personalCenter/address: the person's delivery addresses — add, change, delete, default. */
export default function AddressPage() {
  const { data: user } = useCurrentUser();
  const addresses = useAddresses(user?.id ?? null);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const count = addresses.data?.length ?? 0;

  let body;
  if (!user || addresses.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (addresses.isError) {
    body = (
      <Result
        status="warning"
        title="收货地址加载失败"
        subTitle={addresses.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void addresses.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (addresses.data.length === 0) {
    body = <Empty className={styles.empty} description="还没有收货地址，新增一个吧" />;
  } else {
    body = (
      <ul className={styles.list}>
        {addresses.data.map((address) => (
          <li
            key={address.id}
            className={`${styles.item} ${address.isDefault ? styles.default : ''}`}
            aria-label={`收货地址：${address.name}`}
          >
            <div className={styles.who}>
              <strong>{address.name}</strong>
              <span>{address.phone}</span>
              {address.isDefault && <Tag color="red">默认地址</Tag>}
            </div>
            <div className={styles.where}>
              {address.fullAddress}
              {address.postcode && <span className={styles.postcode}>邮编 {address.postcode}</span>}
            </div>
            <div className={styles.actions}>
              {!address.isDefault && (
                <Button
                  type="link"
                  size="small"
                  loading={makeDefault.isPending && makeDefault.variables === address.id}
                  onClick={() =>
                    makeDefault.mutate(address.id, {
                      onSuccess: () => notify.success('已设为默认地址'),
                    })
                  }
                >
                  设为默认
                </Button>
              )}
              <Button type="link" size="small" onClick={() => setEditing(address)}>
                编辑
              </Button>
              <Popconfirm
                title="确定删除该收货地址吗？"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutateAsync(address.id).then(
                    () => notify.success('收货地址已删除'),
                    () => undefined,
                  )
                }
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageShell title="收货地址" bare>
      <div className={styles.toolbar}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!addresses.data || count >= LIMIT}
          onClick={() => setEditing('new')}
        >
          新增收货地址
        </Button>
        <span className={styles.hint}>
          已保存 {count} 个，最多 {LIMIT} 个
        </span>
      </div>
      {body}
      <AddressDialog
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </PageShell>
  );
}
