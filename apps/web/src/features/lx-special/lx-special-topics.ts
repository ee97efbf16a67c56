import type { RouteId } from '../../lib/paths';

export const LX_SPECIAL_TITLE = '遴选专题';

/** The 29 pages of the /lxSpecial section in the order of its side menu. */
export const LX_SPECIAL_TOPICS = [
  { id: 'LxSpecialNotice', title: '考试公告' },
  { id: 'LxSpecialNoticeUnscramble', title: '公告解读' },
  { id: 'LxSpecialSchedule', title: '考试日程' },
  { id: 'LxSpecialApplicationConditions', title: '报考条件' },
  { id: 'LxSpecialProfessionalCatalog', title: '专业目录' },
  { id: 'LxSpecialEnrollment', title: '招录信息' },
  { id: 'LxSpecialRegistrationProcess', title: '报名流程' },
  { id: 'LxSpecialSignUp', title: '报名入口' },
  { id: 'LxSpecialAnsweringQuestionsOnRegistration', title: '报名答疑' },
  { id: 'LxSpecialPhotoAdjustment', title: '报名照片处理' },
  { id: 'LxSpecialAdmissionTicketPrint', title: '准考证打印' },
  { id: 'LxSpecialExaminationProcess', title: '考试流程' },
  { id: 'LxSpecialExaminationSubjects', title: '考试科目' },
  { id: 'LxSpecialExaminationQuestions', title: '考试真题' },
  { id: 'LxSpecialPrepareForExaminationData', title: '备考资料' },
  { id: 'LxSpecialPrepareForExaminationBookandcourse', title: '备考图书课程' },
  { id: 'LxSpecialWrittenExaminationCourse', title: '笔试课程' },
  { id: 'LxSpecialOpenClassGuidance', title: '公开课指导' },
  { id: 'LxSpecialScoreQuery', title: '成绩查询' },
  { id: 'LxSpecialScoreCalculation', title: '成绩计算' },
  { id: 'LxSpecialScoreLine', title: '分数线' },
  { id: 'LxSpecialWrittenTestDispensingAnnouncement', title: '笔试调剂公告' },
  { id: 'LxSpecialZgfs', title: '资格复审' },
  { id: 'LxSpecialInterviewInformationSummary', title: '面试信息汇总' },
  { id: 'LxSpecialInterviewProcess', title: '面试流程' },
  { id: 'LxSpecialInterviewEtiquette', title: '面试礼仪' },
  { id: 'LxSpecialRecruitmentPublicity', title: '录用公示' },
  { id: 'LxSpecialLearnerExperience', title: '学员经验' },
  { id: 'LxSpecial5', title: '遴选专题活动' },
] as const satisfies ReadonlyArray<{ id: RouteId; title: string }>;

export type LxSpecialTopicId = (typeof LX_SPECIAL_TOPICS)[number]['id'];

export function lxSpecialTopicTitle(id: LxSpecialTopicId): string {
  return LX_SPECIAL_TOPICS.find((topic) => topic.id === id)?.title ?? LX_SPECIAL_TITLE;
}
