/** The console's teacher profiles (讲师): limits and messages shared by the server and the console. */
export const TEACHER_NAME_MAX = 20;
export const TEACHER_TITLE_MAX = 40;
export const TEACHER_INTRO_MAX = 500;
export const TEACHER_YEARS_MAX = 60;

export const ConsoleTeacherMsg = {
  saved: '讲师资料已保存',
  notFound: '讲师不存在',
  nameRequired: '请填写讲师姓名',
  nameTooLong: `姓名不能超过${TEACHER_NAME_MAX}个字`,
  titleTooLong: `头衔不能超过${TEACHER_TITLE_MAX}个字`,
  introTooLong: `简介不能超过${TEACHER_INTRO_MAX}个字`,
  yearsInvalid: `教龄应为 0-${TEACHER_YEARS_MAX} 的整数`,
  avatarInvalid: '头像地址应以 https:// 或 / 开头',
  accountMissing: '没有这个手机号的账号',
  accountNotTeacher: '该账号还不是老师，请先在「用户与角色」中授予“老师”角色',
  accountTaken: (name: string) => `该账号已是讲师「${name}」的授课账号`,
} as const;
