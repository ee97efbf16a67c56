import { App, Badge, Button, Input } from 'antd';
import { useState } from 'react';
import { LIVE_LIMITS } from '@shangan/shared';
import { notify } from '../../../lib/notifier';
import type { LiveRoomData } from '../api/live-room';
import { useLiveTeaching } from '../api/live-teaching';
import { setLiveAnnouncement } from '../api/teacher-actions';
import { useEndLiveSession } from '../hooks/use-teacher-actions';
import { PublishSettingsButton } from './publish-settings';
import styles from './teacher-panel.module.css';

function AnnouncementEditor({
  room,
  onPublished,
}: {
  room: LiveRoomData;
  onPublished: (content: string) => void;
}) {
  const [text, setText] = useState(room.announcement);
  const [saving, setSaving] = useState(false);
  const save = (content: string) => {
    setSaving(true);
    setLiveAnnouncement({ sessionId: room.id, content })
      .then(
        (answer) => {
          onPublished(answer.content);
          setText(answer.content);
          notify.success(answer.content ? '公告已发布' : '公告已撤下');
        },
        () => undefined,
      )
      .finally(() => setSaving(false));
  };
  return (
    <div className={styles.editor}>
      <label className={styles.label} htmlFor="live-announcement">
        直播间公告（所有观众可见，置于聊天区顶部）
      </label>
      <Input.TextArea
        id="live-announcement"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={LIVE_LIMITS.announcement}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder="例如：今晚讲义已上传到课程目录，请提前下载"
      />
      <div className={styles.editorActions}>
        {room.announcement && (
          <Button disabled={saving} onClick={() => save('')}>
            撤下公告
          </Button>
        )}
        <Button
          type="primary"
          loading={saving}
          disabled={text.trim() === '' || text.trim() === room.announcement}
          onClick={() => save(text.trim())}
        >
          发布公告
        </Button>
      </div>
    </div>
  );
}

interface TeacherPanelProps {
  room: LiveRoomData;
  viewer: number;
  onAnnouncement: (content: string) => void;
}

/**
 * The teacher's controls under the picture: whether OBS is connected, 推流设置, 结束直播 (after
 * a confirmation) and the announcement. Pinning, removing and muting are on the messages.
 */
export function TeacherPanel({ room, viewer, onAnnouncement }: TeacherPanelProps) {
  const { modal } = App.useApp();
  const open = room.state === 'scheduled' || room.state === 'live';
  const teaching = useLiveTeaching(viewer, { watch: open });
  const item = teaching.data?.list.find((session) => session.id === room.id);
  const end = useEndLiveSession();

  const confirmEnd = () => {
    modal.confirm({
      title: '结束直播？',
      content: '推流将被断开，观众会看到直播已结束，回放随后自动生成。结束后不能再次开播。',
      okText: '结束直播',
      okButtonProps: { danger: true },
      cancelText: '继续直播',
      onOk: () =>
        end.mutateAsync(room.id).then(
          () => notify.success('直播已结束，回放生成中'),
          () => undefined,
        ),
    });
  };

  return (
    <section className={styles.panel} aria-label="老师操作">
      <div className={styles.head}>
        <h2 className={styles.title}>老师操作</h2>
        {item && open && (
          <Badge
            status={item.publishing ? 'processing' : 'default'}
            text={item.publishing ? '推流已连接' : '未检测到推流'}
          />
        )}
        <div className={styles.actions}>
          {item && open && (
            <PublishSettingsButton
              sessionId={room.id}
              publish={item.publish}
              publishing={item.publishing}
              viewer={viewer}
            />
          )}
          {room.state === 'live' && (
            <Button danger loading={end.isPending} onClick={confirmEnd}>
              结束直播
            </Button>
          )}
        </div>
      </div>
      {open && <AnnouncementEditor room={room} onPublished={onAnnouncement} />}
    </section>
  );
}
