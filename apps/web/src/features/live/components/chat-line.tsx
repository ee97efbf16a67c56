import { Button, Popconfirm, Tag } from 'antd';
import type { LiveMessage } from '@shangan/shared/contracts/live';
import { clockText } from '../lib/live-format';
import styles from './chat-panel.module.css';

export interface TeacherTools {
  onPin: (message: LiveMessage) => void;
  onRemove: (message: LiveMessage) => void;
  onMute: (message: LiveMessage, muted: boolean) => void;
  mutedUsers: readonly number[];
  /** The teacher's own id: no 禁言 on their own lines. */
  selfId: number | null;
}

/**
 * One chat message: who (老师 marked), when, and the words as plain text — never markup, so
 * nothing a learner types can run in another's page. The teacher gets 置顶, 删除 and 禁言 on it.
 */
export function ChatLine({ message, tools }: { message: LiveMessage; tools?: TeacherTools }) {
  const muted = tools?.mutedUsers.includes(message.userId) ?? false;
  const mayMute = tools && !message.fromTeacher && message.userId !== tools.selfId;
  return (
    <li className={styles.line} data-testid="chat-message" data-message-id={message.id}>
      <div className={styles.lineHead}>
        {message.fromTeacher && (
          <Tag color="red" className={styles.teacherTag}>
            老师
          </Tag>
        )}
        <span className={message.fromTeacher ? styles.teacherName : styles.name}>
          {message.name}
        </span>
        <time dateTime={message.createdAt}>{clockText(message.createdAt)}</time>
        {tools && (
          <span className={styles.tools}>
            <Button
              type="text"
              size="small"
              className={styles.tool}
              onClick={() => tools.onPin(message)}
            >
              {message.pinned ? '取消置顶' : '置顶'}
            </Button>
            <Popconfirm
              title="删除这条消息？"
              description="删除后所有人都看不到它"
              okText="确认删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => tools.onRemove(message)}
            >
              <Button type="text" size="small" className={styles.tool}>
                删除
              </Button>
            </Popconfirm>
            {mayMute && (
              <Button
                type="text"
                size="small"
                className={styles.tool}
                onClick={() => tools.onMute(message, !muted)}
              >
                {muted ? '解除禁言' : '禁言'}
              </Button>
            )}
          </span>
        )}
      </div>
      <p className={`${styles.content} ${message.fromTeacher ? styles.teacherContent : ''}`}>
        {message.content}
      </p>
    </li>
  );
}
