import { Avatar, Breadcrumb, Skeleton, Spin, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { liveKeys } from '../api/keys';
import type { LiveRoomData } from '../api/live-room';
import { muteLiveUser, pinLiveMessage, removeLiveMessage } from '../api/teacher-actions';
import { ChatPanel } from '../components/chat-panel';
import type { TeacherTools } from '../components/chat-line';
import { LiveStage } from '../components/live-stage';
import { RoomHead, RoomHeadPlaceholder, RoomPage, roomTrail } from '../components/room-page';
import { StartTime } from '../components/start-time';
import { TeacherPanel } from '../components/teacher-panel';
import { useLiveChat } from '../hooks/use-live-chat';
import { useRoomEvents } from '../hooks/use-room-events';
import { countText } from '../lib/live-format';
import type { RoomEvent } from '../lib/room-events';
import styles from './live-player-page.module.css';

const chatOpenIn = (state: LiveRoomData['state']) => state === 'scheduled' || state === 'live';

const SCHEDULE = { key: 'live', label: '直播课', to: pathTo('Live') };

/** The loaded room's shape, so nothing moves when it arrives. */
function RoomSkeleton() {
  return (
    <div className={`page-container ${styles.page}`} aria-busy="true">
      <Breadcrumb className={styles.breadcrumb} items={roomTrail(SCHEDULE)} />
      <RoomHeadPlaceholder />
      <div className={styles.layout}>
        <div className={styles.stage}>
          <div className={styles.loadingStage}>
            <Spin />
          </div>
        </div>
        <div className={styles.chat}>
          <div className={`${styles.chatInner} ${styles.loadingChat}`}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        </div>
      </div>
    </div>
  );
}

function Room({ room, viewer }: { room: LiveRoomData; viewer: number }) {
  const client = useQueryClient();
  const key = liveKeys.room(viewer, room.id);
  const readable = room.access.level === 'full' || room.viewer.isTeacher;
  const chat = useLiveChat(room.id, readable);

  const patch = (change: (current: LiveRoomData) => LiveRoomData) =>
    client.setQueryData<LiveRoomData>(key, (current) => (current ? change(current) : current));
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  const onEvent = (event: RoomEvent) => {
    switch (event.type) {
      case 'message':
        chat.apply({ type: 'message', message: event.data });
        return;
      case 'removed':
        chat.apply({ type: 'removed', messageId: event.data.messageId });
        return;
      case 'pinned':
        chat.apply({ type: 'pinned', message: event.data.message });
        return;
      case 'announcement':
        patch((current) => ({ ...current, announcement: event.data.content }));
        return;
      case 'online':
        patch((current) => ({ ...current, online: event.data.count }));
        return;
      case 'state': {
        const open = chatOpenIn(event.data.state);
        // At once from the event; then the whole room again (the player's addresses, the
        // chat's rights) as the server now sees it.
        patch((current) => ({
          ...current,
          state: event.data.state,
          stateLabel: event.data.stateLabel,
          playbackLessonId: event.data.playbackLessonId,
          chatOpen: open,
          viewer: { ...current.viewer, canChat: current.viewer.canChat && open },
        }));
        refresh();
        return;
      }
      case 'muted':
        chat.apply({ type: 'muted', userId: event.data.userId, muted: event.data.muted });
        if (event.data.userId === room.viewer.userId) {
          const { muted } = event.data;
          patch((current) => ({
            ...current,
            viewer: {
              ...current.viewer,
              muted,
              canChat: !muted && current.access.level === 'full' && current.chatOpen,
            },
          }));
        }
        return;
    }
  };

  const connection = useRoomEvents(room.id, readable, onEvent, () => {
    // Back after a drop: what was missed meanwhile comes with a fresh read.
    chat.reload();
    refresh();
  });

  const tools: TeacherTools | undefined = room.viewer.isTeacher
    ? {
        selfId: room.viewer.userId,
        mutedUsers: chat.state.mutedUsers,
        onPin: (message) =>
          void pinLiveMessage(message.id, !message.pinned).then(
            (answer) => chat.apply({ type: 'pinned', message: answer.message }),
            () => undefined,
          ),
        onRemove: (message) =>
          void removeLiveMessage(message.id).then(
            (answer) => chat.apply({ type: 'removed', messageId: answer.messageId }),
            () => undefined,
          ),
        onMute: (message, muted) =>
          void muteLiveUser({ sessionId: room.id, userId: message.userId, muted }).then(
            (answer) => chat.apply({ type: 'muted', ...answer }),
            () => undefined,
          ),
      }
    : undefined;

  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb className={styles.breadcrumb} items={roomTrail(SCHEDULE, room.title)} />
      <RoomHead room={room}>
        <span>
          开播时间 <StartTime startsAt={room.startsAt} />
        </span>
        {room.state === 'live' && <span>{countText(room.online)}人在线</span>}
        {room.state === 'scheduled' && room.reminderCount > 0 && (
          <span>{room.reminderCount}人已预约</span>
        )}
      </RoomHead>
      <div className={styles.layout}>
        <div className={styles.stage}>
          <LiveStage room={room} signedIn={viewer > 0} onRefused={refresh} />
        </div>
        <div className={styles.chat}>
          <div className={styles.chatInner}>
            <ChatPanel
              room={room}
              chat={chat}
              connection={connection}
              readable={readable}
              {...(tools ? { tools } : {})}
            />
          </div>
        </div>
        <div className={styles.below}>
          {room.viewer.isTeacher && (
            <TeacherPanel
              room={room}
              viewer={viewer}
              onAnnouncement={(content) =>
                patch((current) => ({ ...current, announcement: content }))
              }
            />
          )}
          <section className={styles.info} aria-label="直播信息">
            {room.teacher && (
              <div className={styles.teacher}>
                <Avatar size={44} src={room.teacher.avatar || undefined}>
                  {room.teacher.name.slice(0, 1)}
                </Avatar>
                <div>
                  <div className={styles.teacherName}>{room.teacher.name}</div>
                  {room.teacher.title && (
                    <div className={styles.teacherTitle}>{room.teacher.title}</div>
                  )}
                </div>
              </div>
            )}
            <dl className={styles.facts}>
              <div>
                <dt>所属课程：</dt>
                <dd>
                  <Link to={pathTo('courseDetail', {}, { id: room.courseId })}>
                    {room.courseTitle}
                  </Link>
                  {room.isPublicClass && (
                    <Tag color="green" className={styles.publicTag}>
                      公开课
                    </Tag>
                  )}
                </dd>
              </div>
              <div>
                <dt>计划时长：</dt>
                <dd>{room.plannedMinutes}分钟</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * /livePlayer?id= (直播间): the live picture (low-delay FLV, HLS where it cannot play) or what
 * the class's state says instead, the chat beside it, and for the teacher the controls. The
 * room's events keep it current without a reload: a class going live starts the picture, its
 * end shows 回放生成中, and so on. A visitor is asked to log in (the page then starts over, as
 * every live-player page does after a login); a viewer without the course is offered it.
 */
export default function LivePlayerPage() {
  return (
    <RoomPage
      page="LivePlayer"
      noun="直播"
      back={{ label: '查看直播课', to: SCHEDULE.to }}
      failedTitle="直播间加载失败"
      documentTitle={(room) => room?.title ?? '直播间'}
      skeleton={<RoomSkeleton />}
    >
      {(room, viewer) => <Room room={room} viewer={viewer} />}
    </RoomPage>
  );
}
