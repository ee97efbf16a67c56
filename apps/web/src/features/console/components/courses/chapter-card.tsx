import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  VideoCameraAddOutlined,
} from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { ConsoleChapter, ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import type { ConsoleLiveLesson } from '@shangan/shared/contracts/console/live';
import { LESSON_KIND_TEXT } from './course-labels';
import { LessonVideoCell } from './lesson-video-cell';
import { LiveLessonActions } from './live-lesson-actions';
import { LiveLessonCell } from './live-lesson-cell';
import { usePartActions } from './use-part-actions';
import type { LessonUploads } from './use-lesson-uploads';
import type { LiveLessons } from './use-live-lessons';
import styles from './courses.module.css';

/**
 * One chapter of the outline: its title with 上移/下移/改名/删除, and its lessons, each with its
 * video (or, for a live lesson, its time, teacher and state), 试看, and its own
 * 上移/下移/编辑/删除 (and a live lesson's 推流信息).
 */
export function ChapterCard({
  chapter,
  index,
  count,
  uploads,
  lives,
  onRename,
  onAddLesson,
  onEditLesson,
  onAddLive,
  onEditLive,
}: {
  chapter: ConsoleChapter;
  /** Its place in the course, from 0. */
  index: number;
  /** How many chapters the course has. */
  count: number;
  uploads: LessonUploads;
  lives: LiveLessons;
  onRename: () => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: ConsoleLesson) => void;
  onAddLive: () => void;
  onEditLive: (lesson: ConsoleLesson, live: ConsoleLiveLesson | null) => void;
}) {
  const { move, remove, busy } = usePartActions();
  const last = chapter.lessons.length - 1;

  const columns: TableColumnsType<ConsoleLesson> = [
    {
      title: '课时',
      render: (_, lesson, at) => (
        <span className={styles.lessonTitle}>
          <span className={styles.muted}>{at + 1}.</span>
          <span>{lesson.title}</span>
          {lesson.isTrial && <Tag color="gold">试看</Tag>}
          {/* A live lesson's 直播 stands in its own cell, with its time. */}
          {lesson.kind !== 'video' && lesson.kind !== 'live' && (
            <Tag>{LESSON_KIND_TEXT[lesson.kind]}</Tag>
          )}
        </span>
      ),
    },
    {
      title: '视频 / 直播',
      width: 360,
      render: (_, lesson) =>
        lesson.kind === 'live' ? (
          <LiveLessonCell state={lives.of(lesson.id)} onRetry={lives.retry} />
        ) : (
          <LessonVideoCell lesson={lesson} uploads={uploads} />
        ),
    },
    {
      title: '操作',
      width: 250,
      render: (_, lesson, at) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={at === 0 || busy}
            onClick={() => void move('lesson', lesson.id, 'up')}
            aria-label={`上移课时：${lesson.title}`}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={at === last || busy}
            onClick={() => void move('lesson', lesson.id, 'down')}
            aria-label={`下移课时：${lesson.title}`}
          />
          {lesson.kind === 'live' ? (
            <LiveLessonActions
              lesson={lesson}
              state={lives.of(lesson.id)}
              onEdit={(live) => onEditLive(lesson, live)}
            />
          ) : (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => onEditLesson(lesson)}
                aria-label={`编辑课时：${lesson.title}`}
              >
                编辑
              </Button>
              <Popconfirm
                title="删除这个课时？"
                description="课时的视频会一并删除，无法恢复"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove('lesson', lesson.id)}
              >
                <Button type="link" size="small" danger aria-label={`删除课时：${lesson.title}`}>
                  删除
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      className={styles.chapter}
      title={
        <span className={styles.chapterTitle}>
          <span className={styles.muted}>第{index + 1}章</span>
          <span>{chapter.title}</span>
        </span>
      }
      extra={
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0 || busy}
            onClick={() => void move('chapter', chapter.id, 'up')}
            aria-label={`上移章节：${chapter.title}`}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1 || busy}
            onClick={() => void move('chapter', chapter.id, 'down')}
            aria-label={`下移章节：${chapter.title}`}
          />
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={onRename}
            aria-label={`章节改名：${chapter.title}`}
          >
            改名
          </Button>
          <Popconfirm
            title="删除这一章？"
            description="只能删除没有课时的章节，请先删除或移走本章的课时"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove('chapter', chapter.id)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除章节：${chapter.title}`}
            >
              删除
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Table<ConsoleLesson>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={chapter.lessons}
        pagination={false}
        locale={{ emptyText: '本章还没有课时' }}
        scroll={{ x: 760 }}
      />
      <div className={styles.addLesson}>
        <Button type="dashed" icon={<PlusOutlined />} onClick={onAddLesson}>
          添加视频课时
        </Button>
        <Button type="dashed" icon={<VideoCameraAddOutlined />} onClick={onAddLive}>
          添加直播课时
        </Button>
      </div>
    </Card>
  );
}
