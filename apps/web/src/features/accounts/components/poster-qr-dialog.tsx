import { Button, Modal } from 'antd';
import { DIALOG_WIDTH_PHONE_PX } from '@shangan/shared';
import { getAuthFlow } from '../auth-state';
import styles from './auth-forms.module.css';

interface PosterQrDialogProps {
  open: boolean;
  onClose: () => void;
}

/** After registration: the new member's invitation QR (poster_qr_code_for_pc). */
export function PosterQrDialog({ open, onClose }: PosterQrDialogProps) {
  const qr = getAuthFlow().posterQr;
  return (
    <Modal
      open={open}
      title="注册成功"
      width={DIALOG_WIDTH_PHONE_PX}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
    >
      <div className={styles.posterBody}>
        {qr && <img className={styles.posterImage} src={qr} alt="专属邀请二维码" />}
        <p className={styles.posterNote}>
          这是您的专属邀请二维码，好友扫码即可注册，和您一起备考上岸。可截图保存后分享。
        </p>
        <Button type="primary" size="large" block onClick={onClose}>
          开始学习
        </Button>
      </div>
    </Modal>
  );
}
