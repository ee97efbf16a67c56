import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import type { ConsoleCourseDetail } from '@shangan/shared/contracts/console/courses';
import { ChapterCard } from './chapter-card';
import { ChapterDialog, type ChapterDraft } from './chapter-dialog';
import { LessonDialog, type LessonTarget } from './lesson-dialog';
import { LiveLessonDialog, type LiveLessonTarget } from './live-lesson-dialog';
import { useLessonUploads } from './use-lesson-uploads';
import { useLiveLessons } from './use-live-lessons';
import styles from './courses.module.css';

/**
 * 课程大纲: a saved course's chapters and lessons, in order, with their videos and live classes
 * (whose sessions come from the live endpoint, useLiveLessons). Every change is sent at once and
 * the course read again; video states move by themselves while the course query polls
 * (useConsoleCourse). A package has none: its courses are in its form (套餐课程).
 */
export function CourseOutline({ course }: { course: ConsoleCourseDetail }) {
  const uploads = useLessonUploads(course.id);
  const [chapter, setChapter] = useState<ChapterDraft | null>(null);
  const [lesson, setLesson] = useState<LessonTarget | null>(null);
  const [live, setLive] = useState<LiveLessonTarget | null>(null);
  const lives = useLiveLessons(course);

  return (
    <>
      <div className={styles.outlineHead}>
        <h2 className={styles.heading}>课程大纲</h2>
        <Button icon={<PlusOutlined />} onClick={() => setChapter({ title: '' })}>
          新建章节
        </Button>
      </div>
      {course.chapters.length === 0 ? (
        <Empty description="还没有章节，先新建一章" />
      ) : (
        course.chapters.map((item, index) => (
          <ChapterCard
            key={item.id}
            chapter={item}
            index={index}
            count={course.chapters.length}
            uploads={uploads}
            lives={lives}
            onRename={() => setChapter({ id: item.id, title: item.title })}
            onAddLesson={() => setLesson({ chapterId: item.id, lesson: null })}
            onEditLesson={(edited) => setLesson({ chapterId: item.id, lesson: edited })}
            onAddLive={() => setLive({ chapterId: item.id, lesson: null, live: null })}
            onEditLive={(edited, session) =>
              setLive({ chapterId: item.id, lesson: edited, live: session })
            }
          />
        ))
      )}
      <ChapterDialog courseId={course.id} chapter={chapter} onClose={() => setChapter(null)} />
      <LessonDialog target={lesson} onClose={() => setLesson(null)} />
      <LiveLessonDialog target={live} onClose={() => setLive(null)} />
    </>
  );
}
