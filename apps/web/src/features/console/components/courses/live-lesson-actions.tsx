import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { ConsoleLiveMsg } from '@shangan/shared';
import type { ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useRemoveConsoleLiveLesson } from '../../api/remove-console-live-lesson';
import { StreamInfo } from './stream-info';
import type { LiveLessonState } from './use-live-lessons';
import styles from './courses.module.css';

/**
 * A live lesson's 编辑, 删除 and 推流信息. Only a class not yet started may be changed or
 * deleted (its chat and recording are the learners' once it has); until its session is read
 * neither is offered.
 */
export function LiveLessonActions({
  lesson,
  state,
  onEdit,
}: {
  lesson: ConsoleLesson;
  state: LiveLessonState;
  onEdit: (live: ConsoleLiveLesson | null) => void;
}) {
  const removing = useRemoveConsoleLiveLesson();
  const live = state.status === 'ready' ? state.live : null;
  const locked = live !== null && live.state !== 'scheduled';
  // Loading, or not read: whether the class has started is not known yet.
  const unknown = state.status === 'loading' || state.status === 'failed';

  const remove = async () => {
    try {
      await removing.mutateAsync({ id: lesson.id });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleLiveMsg.removed);
  };

  const edit = (
    <Button
      type="link"
      size="small"
      disabled={locked || unknown}
      onClick={() => onEdit(live)}
      aria-label={`编辑直播课时：${lesson.title}`}
    >
      编辑
    </Button>
  );
  const removeButton = (
    <Button
      type="link"
      size="small"
      danger
      disabled={locked || unknown}
      loading={removing.isPending}
      aria-label={`删除直播课时：${lesson.title}`}
    >
      删除
    </Button>
  );

  return (
    <>
      {locked ? (
        <Refused>
          {edit}
          {removeButton}
        </Refused>
      ) : (
        <>
          {edit}
          <Popconfirm
            title="删除这节直播课？"
            description="学员的预约会一并取消"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            disabled={unknown}
            onConfirm={() => remove()}
          >
            {removeButton}
          </Popconfirm>
        </>
      )}
      <StreamInfo live={live} title={lesson.title} />
    </>
  );
}

/** A class that has started: its disabled buttons, whose wrapper says why (they take no hover). */
function Refused({ children }: { children: ReactNode }) {
  return (
    <Tooltip title={ConsoleLiveMsg.startedLocked}>
      <span className={styles.refused}>{children}</span>
    </Tooltip>
  );
}
