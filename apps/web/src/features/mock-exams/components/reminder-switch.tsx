import { BellOutlined } from '@ant-design/icons';
import { Switch } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifier';
import { usePushSetting } from '../api/push-setting';
import { useSetPushSetting } from '../api/push-config';
import styles from './application-panel.module.css';

interface ReminderSwitchProps {
  mockExamId: number;
  viewer: number;
  /** The reminder as the contest page knows it, shown until the setting itself arrives. */
  enabled: boolean;
}

/** 开考提醒: a contestant's reminder before the first stage starts, and how it is sent. */
export function ReminderSwitch({ mockExamId, viewer, enabled }: ReminderSwitchProps) {
  const setting = usePushSetting(mockExamId, viewer, true);
  const change = useSetPushSetting(viewer);
  const on = setting.data?.enabled ?? enabled;
  return (
    <div className={styles.reminder}>
      <label className={styles.reminderRow}>
        <BellOutlined />
        <span>开考提醒</span>
        <Switch
          size="small"
          checked={on}
          loading={change.isPending}
          disabled={setting.isPending}
          aria-label="开考提醒"
          onChange={(next) =>
            change.mutate(
              { mockExamId, enabled: next },
              {
                onSuccess: (saved) =>
                  notify.success(saved.enabled ? '已开启开考提醒' : '已关闭开考提醒'),
              },
            )
          }
        />
      </label>
      {setting.data && (
        <p className={styles.reminderNote}>
          {on ? `提醒时间：${formatDateTime(setting.data.remindAt)}。` : ''}
          {setting.data.delivery}
        </p>
      )}
    </div>
  );
}
