import { BellFilled, BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notifier';
import { useSetLiveReminder } from '../api/set-reminder';

interface ReminderButtonProps {
  sessionId: number;
  reminded: boolean;
  /** A visitor is asked to log in first. */
  signedIn: boolean;
  size?: ButtonProps['size'];
  ghost?: boolean;
}

/**
 * 预约提醒 / 已预约 for a class that has not started: a visitor logs in first; the answer
 * refreshes the schedule and the room, so every copy of the button agrees.
 */
export function ReminderButton({
  sessionId,
  reminded,
  signedIn,
  size = 'middle',
  ghost = false,
}: ReminderButtonProps) {
  const reminder = useSetLiveReminder();
  const toggle = () => {
    if (!signedIn) {
      openAuthDialog('login');
      return;
    }
    reminder.mutate(
      { sessionId, remind: !reminded },
      {
        onSuccess: (answer) =>
          notify.success(answer.reminded ? '预约成功，开播前15分钟会短信提醒您' : '已取消预约'),
      },
    );
  };
  return (
    <Button
      size={size}
      ghost={ghost}
      type={reminded ? 'default' : 'primary'}
      icon={reminded ? <BellFilled /> : <BellOutlined />}
      loading={reminder.isPending}
      aria-pressed={reminded}
      onClick={toggle}
    >
      {reminded ? '已预约' : '预约提醒'}
    </Button>
  );
}
