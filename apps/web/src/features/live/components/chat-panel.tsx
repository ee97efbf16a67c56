import { NotificationOutlined, PushpinFilled } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LIVE_MSG } from '@shangan/shared';
import type { LiveMessage } from '@shangan/shared/contracts/live';
import { openAuthDialog } from '../../../lib/auth-dialog';
import type { LiveRoomData } from '../api/live-room';
import type { LiveChat } from '../hooks/use-live-chat';
import type { RoomConnection } from '../hooks/use-room-events';
import { countText } from '../lib/live-format';
import { ChatInput } from './chat-input';
import { ChatLine, type TeacherTools } from './chat-line';
import styles from './chat-panel.module.css';

/** How close to the end counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 48;

interface ChatPanelProps {
  room: LiveRoomData;
  chat: LiveChat;
  connection: RoomConnection;
  /** The chat may be read (full access, or the teacher). */
  readable: boolean;
  tools?: TeacherTools;
}

/** What stands where the message box would be, when the viewer may not write. */
function Locked({ room }: { room: LiveRoomData }) {
  let words: ReactNode;
  if (room.viewer.userId === null) {
    words = (
      <>
        <span>登录后参与聊天互动</span>
        <Button size="small" type="primary" onClick={() => openAuthDialog('login')}>
          登录
        </Button>
      </>
    );
  } else if (room.access.level === 'none') {
    words = <span>{room.access.reason || '获得观看权限后即可参与聊天'}</span>;
  } else if (!room.chatOpen) {
    words = <span>直播已结束，聊天已关闭</span>;
  } else {
    words = <span>暂时不能发言</span>;
  }
  return <div className={styles.locked}>{words}</div>;
}

/**
 * The room's chat beside the picture: the online count, the teacher's announcement, the
 * pinned messages, the messages (following the newest unless the reader has scrolled up, then
 * 有新消息 takes them down), earlier pages on demand, and the message box or why there is none.
 */
export function ChatPanel({ room, chat, connection, readable, tools }: ChatPanelProps) {
  const { state } = chat;
  const log = useRef<HTMLDivElement>(null);
  /** Follow new messages: true while the reader is at the end. */
  const follow = useRef(true);
  const [seenId, setSeenId] = useState(0);
  const [atEnd, setAtEnd] = useState(true);
  const firstId = state.messages[0]?.id ?? 0;
  const lastId = state.messages.at(-1)?.id ?? 0;
  const previous = useRef({ firstId: 0, height: 0 });

  // After each change of the list: an older page put on top keeps what the reader was looking
  // at in place; new messages at the end are followed when the reader was at the end.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const before = previous.current;
    if (before.firstId !== 0 && firstId < before.firstId) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (follow.current) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, height: element.scrollHeight };
  }, [firstId, lastId, state.messages.length]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    const end = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    follow.current = end;
    setAtEnd(end);
    if (end) setSeenId(lastId);
  };

  const toEnd = () => {
    const element = log.current;
    follow.current = true;
    setAtEnd(true);
    setSeenId(lastId);
    if (element) element.scrollTop = element.scrollHeight;
  };

  const sent = (message: LiveMessage) => {
    // One's own message is always shown, wherever the reader was.
    follow.current = true;
    setAtEnd(true);
    chat.apply({ type: 'message', message });
  };

  let body: ReactNode;
  if (!readable) {
    body = (
      <p className={styles.empty}>
        {room.viewer.userId === null ? '登录后查看聊天' : '获得观看权限后可查看聊天'}
      </p>
    );
  } else if (state.status === 'loading' && state.messages.length === 0) {
    body = <Skeleton active avatar={false} paragraph={{ rows: 6 }} />;
  } else if (state.status === 'failed' && state.messages.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>聊天记录加载失败</p>
        <Button size="small" onClick={chat.reload}>
          重新加载
        </Button>
      </div>
    );
  } else if (state.messages.length === 0) {
    body = <p className={styles.empty}>还没有人发言，来说两句吧</p>;
  } else {
    body = (
      <>
        {state.hasMore && (
          <Button
            size="small"
            type="link"
            className={styles.more}
            loading={chat.loadingOlder}
            onClick={chat.loadOlder}
          >
            查看更早的消息
          </Button>
        )}
        <ol className={styles.lines}>
          {state.messages.map((message) => (
            <ChatLine key={message.id} message={message} {...(tools ? { tools } : {})} />
          ))}
        </ol>
      </>
    );
  }

  const unseen = !atEnd && lastId > seenId;
  const mayWrite = room.viewer.canChat && room.chatOpen && !room.viewer.muted;
  // Muted in an open room: the box stays, closed, with the reason in it.
  const muted = room.viewer.muted && room.chatOpen && room.access.level === 'full';

  return (
    <section className={styles.panel} aria-label="聊天互动" data-connection={connection}>
      <header className={styles.head}>
        <h2 className={styles.headTitle}>聊天互动</h2>
        {room.state === 'live' && (
          <span className={styles.online} data-testid="online-count">
            {countText(room.online)}人在线
          </span>
        )}
        {connection === 'retrying' && (
          <span className={styles.connection} role="status">
            连接中断，正在重连…
          </span>
        )}
      </header>
      {room.announcement && (
        <p className={styles.announcement} aria-label="直播公告">
          <NotificationOutlined className={styles.announcementIcon} />
          <span>
            <strong>公告：</strong>
            {room.announcement}
          </span>
        </p>
      )}
      {readable && state.pinned.length > 0 && (
        <ul className={styles.pinned} aria-label="置顶消息">
          {state.pinned.map((message) => (
            <li key={message.id} className={styles.pinnedLine}>
              <PushpinFilled className={styles.pinMark} aria-label="置顶" />
              <span className={styles.pinnedText} title={message.content}>
                <strong>{message.name}：</strong>
                {message.content}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.logBox}>
        <div
          ref={log}
          className={styles.log}
          onScroll={onScroll}
          role="log"
          aria-label="聊天消息"
          aria-live="polite"
        >
          {body}
        </div>
        {unseen && (
          <Button size="small" type="primary" className={styles.newBelow} onClick={toEnd}>
            有新消息
          </Button>
        )}
      </div>
      <footer className={styles.foot}>
        {mayWrite || muted ? (
          <ChatInput
            sessionId={room.id}
            onSent={sent}
            disabledReason={mayWrite ? '' : LIVE_MSG.muted}
          />
        ) : (
          <Locked room={room} />
        )}
      </footer>
    </section>
  );
}
