import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { LivePublish } from '@shangan/shared/contracts/live';
import { notify } from '../../../lib/notifier';
import { useResetStreamKey } from '../hooks/use-teacher-actions';
import styles from './publish-settings.module.css';

const COPY_TIPS = { tooltips: ['复制', '已复制'] as [string, string] };

function Field({
  label,
  value,
  secret = false,
}: {
  label: string;
  value: string;
  secret?: boolean;
}) {
  const [shown, setShown] = useState(!secret);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <div className={styles.value}>
        <Typography.Text
          className={styles.text}
          copyable={{ text: value, ...COPY_TIPS }}
          aria-label={label}
        >
          {shown ? value : '•'.repeat(12)}
        </Typography.Text>
        {secret && (
          <Button
            type="text"
            size="small"
            icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            aria-label={shown ? `隐藏${label}` : `显示${label}`}
            onClick={() => setShown(!shown)}
          />
        )}
      </div>
    </div>
  );
}

interface PublishSettingsProps {
  sessionId: number;
  publish: LivePublish;
  /** A publisher is connected now. */
  publishing: boolean;
  viewer: number;
}

/**
 * What the teacher puts into OBS (服务器 and 串流密钥) or ffmpeg (the whole address), each with a
 * copy button, the key hidden until asked for, whether a publisher is connected, and 更换密钥
 * (after a confirmation: the old key stops working at once, a running broadcast included).
 */
export function PublishSettings({ sessionId, publish, publishing, viewer }: PublishSettingsProps) {
  const reset = useResetStreamKey(viewer);
  return (
    <div className={styles.settings}>
      <p className={styles.lead}>
        在 OBS 的「设置 →
        推流」中，服务选择「自定义」，填入下面的服务器和串流密钥，点击「开始推流」即可开播。
      </p>
      <Field label="服务器" value={publish.rtmpServer} />
      <Field label="串流密钥" value={publish.streamKey} secret />
      <Field label="推流地址（ffmpeg 等工具）" value={publish.rtmpUrl} secret />
      <div className={styles.status}>
        <Badge
          status={publishing ? 'processing' : 'default'}
          text={publishing ? '推流已连接' : '未检测到推流'}
        />
        <Popconfirm
          title="更换推流密钥？"
          description="旧密钥立即失效，正在进行的推流会被断开"
          okText="更换"
          cancelText="取消"
          onConfirm={() =>
            reset.mutate(sessionId, { onSuccess: () => notify.success('推流密钥已更换') })
          }
        >
          <Button loading={reset.isPending}>更换密钥</Button>
        </Popconfirm>
      </div>
    </div>
  );
}

/** 推流设置 as a button opening the settings in a dialog. */
export function PublishSettingsButton(props: PublishSettingsProps & { size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  const { size = 'middle', ...settings } = props;
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        推流设置
      </Button>
      <Modal
        title="推流设置"
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <PublishSettings {...settings} />
      </Modal>
    </>
  );
}
