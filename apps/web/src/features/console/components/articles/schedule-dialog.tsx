import { DatePicker, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ArticleMsg, SCHEDULE_MAX_DAYS, SCHEDULE_MIN_AHEAD_MS } from '@shangan/shared';

/** Days a schedule cannot fall on: before today, or beyond how far ahead the server allows. */
const outsideWindow = (day: Dayjs) =>
  day.isBefore(dayjs(), 'day') || day.isAfter(dayjs().add(SCHEDULE_MAX_DAYS, 'day'), 'day');

/** Whether a picked time is far enough ahead, as the server will check it. */
const tooSoon = (at: Dayjs) => at.valueOf() < Date.now() + SCHEDULE_MIN_AHEAD_MS;

/**
 * 定时发布: the time a draft publishes itself at, to the minute, at least a minute ahead and at
 * most SCHEDULE_MAX_DAYS days. `onConfirm` gets the ISO time; the dialog stays open while it runs.
 */
export function ScheduleDialog({
  open,
  initial,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  initial: string | null;
  busy: boolean;
  onConfirm: (publishAt: string) => void;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<Dayjs | null>(initial ? dayjs(initial) : null);
  const [error, setError] = useState('');

  const confirm = () => {
    if (!picked || tooSoon(picked)) {
      setError(ArticleMsg.scheduleInvalid);
      return;
    }
    onConfirm(picked.second(0).millisecond(0).toISOString());
  };

  return (
    <Modal
      title="定时发布"
      open={open}
      okText="定时发布"
      cancelText="取消"
      confirmLoading={busy}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>到时文章会自动发布到网站并进入搜索；在那之前它仍是草稿，可以继续修改或取消定时。</p>
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={picked}
        disabledDate={outsideWindow}
        onChange={(value) => {
          setPicked(value);
          setError('');
        }}
        placeholder="选择发布时间"
        aria-label="发布时间"
        status={error ? 'error' : undefined}
        style={{ width: '100%' }}
      />
      {error && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 8 }}>
          {error}
        </div>
      )}
    </Modal>
  );
}
