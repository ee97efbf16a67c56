import { Type, type Static } from 'typebox';
import {
  ConsoleTeacherMsg,
  TEACHER_INTRO_MAX,
  TEACHER_NAME_MAX,
  TEACHER_TITLE_MAX,
  TEACHER_YEARS_MAX,
} from '../../console-teachers.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's teacher profiles (讲师): the name, title, introduction, years and picture courses
 * and live classes show, and the account that teaches under the profile (it then runs the
 * profile's live classes and corrects its courses' homework).
 */
const TAG = '后台·讲师';
const ROLES = CONSOLE_SECTION_ROLES.teachers;

export const ConsoleTeacherProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  intro: Type.String(),
  years: Type.Integer(),
  avatarUrl: Type.String(),
  /** Courses naming the teacher. */
  courses: Type.Integer(),
  /** The teaching account's phone and name; '' when none is linked. */
  accountPhone: Type.String(),
  accountName: Type.String(),
});
export type ConsoleTeacherProfile = Static<typeof ConsoleTeacherProfile>;

export const ListConsoleTeachers = endpoint({
  method: 'GET',
  path: '/console/teachers',
  tag: TAG,
  summary: '讲师资料（按显示顺序），及其课程数与授课账号',
  roles: ROLES,
  data: Type.Array(ConsoleTeacherProfile),
});

export const SaveConsoleTeacher = endpoint({
  method: 'POST',
  path: '/console/teachers/save',
  tag: TAG,
  summary: '新建或修改讲师；不填头像时按姓名绘制一张；可关联一个有老师角色的账号',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleTeacherMsg.notFound,
    }),
    name: Type.String({
      maxLength: TEACHER_NAME_MAX * 2,
      errorMessage: ConsoleTeacherMsg.nameTooLong,
    }),
    title: Type.String({
      maxLength: TEACHER_TITLE_MAX * 2,
      errorMessage: ConsoleTeacherMsg.titleTooLong,
    }),
    intro: Type.String({
      maxLength: TEACHER_INTRO_MAX * 2,
      errorMessage: ConsoleTeacherMsg.introTooLong,
    }),
    years: Type.Integer({
      minimum: 0,
      maximum: TEACHER_YEARS_MAX,
      errorMessage: ConsoleTeacherMsg.yearsInvalid,
    }),
    avatarUrl: Type.String({ maxLength: 500, errorMessage: ConsoleTeacherMsg.avatarInvalid }),
    /** '' for no teaching account. */
    accountPhone: Type.String({
      pattern: '^(1\\d{10})?$',
      errorMessage: ConsoleTeacherMsg.accountMissing,
    }),
  }),
  data: ConsoleTeacherProfile,
});
