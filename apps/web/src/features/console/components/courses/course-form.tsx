import { Button, Form, Space } from 'antd';
import { useMemo } from 'react';
import { ConsoleCourseMsg } from '@shangan/shared';
import type {
  ConsoleCourseDetail,
  CourseFields as CourseFieldsBody,
} from '@shangan/shared/contracts/console/courses';
import { LinkButton } from '../../../../components/link-button/link-button';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import type { CourseOptions } from '../../api/console-courses';
import { useSaveConsoleCourse } from '../../api/save-console-course';
import { checkedValues } from '../../lib/form-checks';
import { CourseFields, type CourseValues } from './course-fields';
import { EXAMS, SUBJECTS } from './course-labels';
import { courseListPath } from './course-paths';
import { PackageMembersField } from './package-members';
import styles from './courses.module.css';

function valuesOf(course: ConsoleCourseDetail | null): CourseValues {
  if (!course) {
    // A new course starts off sale (it has no lessons yet), as a free 系统课 of the first
    // subject and exam: every field then holds something the server accepts but the title.
    return {
      kind: 'system',
      subject: SUBJECTS[0],
      exam: EXAMS[0],
      title: '',
      subtitle: '',
      coverUrl: '',
      price: '0',
      originalPrice: '',
      validityDays: 0,
      trialSeconds: 0,
      intro: '',
      teacherIds: [],
      status: 'off',
      members: [],
    };
  }
  return {
    kind: course.kind,
    subject: course.subject,
    exam: course.exam,
    title: course.title,
    subtitle: course.subtitle,
    coverUrl: course.coverUrl,
    price: course.price,
    originalPrice: course.originalPrice,
    validityDays: course.validityDays,
    trialSeconds: course.trialSeconds,
    intro: course.intro,
    teacherIds: course.teacherIds,
    status: course.status,
    members: course.members,
  };
}

/** What the server is sent: trimmed; the rules have made sure nothing required is missing. */
function toCourseFields(values: CourseValues): CourseFieldsBody {
  return {
    kind: values.kind,
    subject: values.subject!,
    exam: values.exam!,
    title: values.title.trim(),
    subtitle: (values.subtitle ?? '').trim(),
    coverUrl: (values.coverUrl ?? '').trim(),
    price: values.price.trim(),
    originalPrice: (values.originalPrice ?? '').trim(),
    validityDays: values.validityDays ?? 0,
    trialSeconds: values.trialSeconds ?? 0,
    intro: (values.intro ?? '').trim(),
    teacherIds: values.teacherIds ?? [],
    status: values.status,
  };
}

/** A package's courses go with its fields, in order; other kinds have none. */
function memberIdsOf(values: CourseValues): { memberIds?: number[] } {
  if (values.kind !== 'package') return {};
  return { memberIds: (values.members ?? []).map((member) => member.id) };
}

/**
 * The course's fields: a new course (`course` null) or a saved one. 保存 sends them all; a new
 * course's first save names it (`onCreated`), which opens its outline. A package (课程套餐)
 * has its courses here instead of an outline, sent with its fields.
 */
export function CourseForm({
  course,
  options,
  onCreated,
}: {
  course: ConsoleCourseDetail | null;
  options: CourseOptions;
  onCreated: (id: number) => void;
}) {
  const [form] = Form.useForm<CourseValues>();
  const saving = useSaveConsoleCourse();
  const kind = Form.useWatch('kind', form) ?? course?.kind ?? 'system';
  const isPackage = kind === 'package';
  // The courses the package holds as saved: read from the course as it is now, so that once a
  // save is read back, the courses it added are kept too while learners hold the package.
  const savedIds = useMemo(
    () => new Set((course?.members ?? []).map((member) => member.id)),
    [course?.members],
  );

  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return;
    let saved: { id: number };
    try {
      saved = await saving.mutateAsync({
        ...(course ? { id: course.id } : {}),
        ...toCourseFields(values),
        ...memberIdsOf(values),
      });
    } catch (error) {
      // The client has shown the server's message; the form keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCourseMsg.saved);
    if (!course) onCreated(saved.id);
  };

  return (
    <Form<CourseValues>
      form={form}
      name="course"
      layout="vertical"
      initialValues={valuesOf(course)}
      disabled={saving.isPending}
      requiredMark={false}
    >
      <CourseFields options={options} savedKind={course?.kind ?? null} />
      {isPackage && <PackageMembersField savedIds={savedIds} holders={course?.holders ?? 0} />}
      <Space>
        <Button type="primary" loading={saving.isPending} onClick={() => void save()}>
          {course ? '保存' : isPackage ? '创建套餐' : '创建课程'}
        </Button>
        <LinkButton to={courseListPath()} disabled={false}>
          返回列表
        </LinkButton>
      </Space>
      {!course && (
        <span className={styles.formHint}>
          {isPackage
            ? '套餐没有自己的章节课时，学员购买后学习其中的课程'
            : '创建后即可在下方编排章节、添加课时和上传视频'}
        </span>
      )}
    </Form>
  );
}
