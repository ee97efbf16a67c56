import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import styles from './courses.module.css';

const COPY_TIPS = { tooltips: ['复制', '已复制'] as [string, string] };

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.streamField}>
      <span className={styles.muted}>{label}</span>
      <Typography.Text
        className={styles.streamValue}
        copyable={{ text: value, ...COPY_TIPS }}
        aria-label={label}
      >
        {value}
      </Typography.Text>
    </div>
  );
}

/**
 * 推流信息: what the teacher puts into OBS for this class — the server and the stream key, each
 * with a copy button. The teacher reads the same under 我的直播, and may replace the key there.
 */
export function StreamInfo({ live, title }: { live: ConsoleLiveLesson | null; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        disabled={!live}
        onClick={() => setOpen(true)}
        aria-label={`推流信息：${title}`}
      >
        推流信息
      </Button>
      <Modal
        title={`推流信息：${title}`}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {live && (
          <div className={styles.stream}>
            <p className={styles.streamLead}>
              在 OBS 的「设置 → 推流」中，服务选择「自定义」，填入下面的服务器和串流密钥。
            </p>
            <Field label="服务器" value={live.streamServer} />
            <Field label="串流密钥" value={live.streamKey} />
            <p className={styles.muted}>老师也可以在「直播课 → 我的直播」查看并更换密钥</p>
          </div>
        )}
      </Modal>
    </>
  );
}
