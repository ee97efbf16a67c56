import { CrownOutlined } from '@ant-design/icons';
import { Msg } from '@shangan/shared';
import { Button, Modal } from 'antd';
import { LinkButton } from '../../../../components/link-button/link-button';
import { pathTo } from '../../../../lib/paths';
import styles from './ai-analysis.module.css';

interface AiQuotaModalProps {
  open: boolean;
  onClose: () => void;
}

/** 提示: the free quota is used up; members generate without limit. */
export function AiQuotaModal({ open, onClose }: AiQuotaModalProps) {
  return (
    <Modal
      open={open}
      title="提示"
      width={420}
      centered
      onCancel={onClose}
      footer={[
        <Button key="later" onClick={onClose}>
          取消
        </Button>,
        <LinkButton
          key="vip"
          type="primary"
          icon={<CrownOutlined />}
          to={pathTo('VipRights')}
          onClick={onClose}
        >
          购买VIP
        </LinkButton>,
      ]}
    >
      <p className={styles.quotaText}>{Msg.aiQuotaUsedUp}</p>
    </Modal>
  );
}
