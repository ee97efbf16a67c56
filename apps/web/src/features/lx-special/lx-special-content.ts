import type { LxSpecialTopicId } from './lx-special-topics';

/**
 * What each page of the 遴选 section says and which column's articles it lists. The guidance
 * is the stable part (how 遴选 works); the article list under it is live content.
 */
export interface LxTopicContent {
  /** Column directory whose articles the page lists (see modules/columns/seed.ts). */
  columnDir: string;
  paragraphs: string[];
  /** The 遴选 entries of the exam calendar instead of an article list. */
  calendar?: boolean;
}

const NOTICES = 'linxuan';

export const LX_CONTENT: Record<LxSpecialTopicId, LxTopicContent> = {
  LxSpecialNotice: {
    columnDir: NOTICES,
    paragraphs: [
      '公开遴选是从县级以下机关公务员中选拔市级以上机关公务员的重要途径。中央和各省市的遴选公告一般在每年3月至6月、9月至11月集中发布。',
      '公告中会写明遴选计划、报名条件、报名时间、考试科目和时间安排，请以招录机关官网发布的原文为准。',
    ],
  },
  LxSpecialNoticeUnscramble: {
    columnDir: NOTICES,
    paragraphs: [
      '读公告先看三点：报名资格（任职年限、年度考核、职级要求）、遴选职位（是否限专业、限地域）、考试安排（笔试形式、面试方式）。',
      '与往年公告对比，关注职位数量、学历和工作经历要求的变化，可以判断竞争程度，尽早确定报考方向。',
    ],
  },
  LxSpecialSchedule: {
    columnDir: NOTICES,
    calendar: true,
    paragraphs: [
      '遴选一般经过发布公告、报名与资格审查、笔试、面试、考察、公示和办理调任手续等环节，全程约三至五个月。',
    ],
  },
  LxSpecialApplicationConditions: {
    columnDir: 'zhaokaozhengce',
    paragraphs: [
      '报名人员一般应为县级以下机关中已进行公务员登记的公务员，具有两年以上基层工作经历，近三年年度考核均为称职以上等次。',
      '新录用公务员在试用期内、未满最低服务年限的，或受到处分、处分期未满的，不得报名。',
    ],
  },
  LxSpecialProfessionalCatalog: {
    columnDir: 'zhaokaozhengce',
    paragraphs: [
      '部分遴选职位对专业有要求，专业名称以《公务员录用专业参考目录》为准。所学专业不在目录中的，可参照相近专业并咨询招录机关。',
    ],
  },
  LxSpecialEnrollment: {
    columnDir: NOTICES,
    paragraphs: [
      '招录信息包括遴选机关、职位名称、职位简介、遴选人数和资格条件，报名前请逐项比对自身情况，避免因条件不符被取消资格。',
    ],
  },
  LxSpecialRegistrationProcess: {
    columnDir: 'zhaokaozhengce',
    paragraphs: [
      '报名一般分为网上填报信息、所在单位同意并出具推荐意见、组织人事部门资格初审、缴费确认四个步骤。',
      '报名表中的工作经历应连续填写，年度考核结果须经人事部门盖章确认。',
    ],
  },
  LxSpecialSignUp: {
    columnDir: NOTICES,
    paragraphs: [
      '报名入口以公告中公布的官方网站为准。请提前准备好近期免冠证件照、身份证、学历学位证书及单位推荐意见的电子版。',
    ],
  },
  LxSpecialAnsweringQuestionsOnRegistration: {
    columnDir: 'zhaokaozhengce',
    paragraphs: [
      '常见问题：参公单位工作人员能否报名、借调期间能否报名、基层工作经历如何计算、报名后能否更改职位等，均应以当年公告和招录机关答复为准。',
    ],
  },
  LxSpecialPhotoAdjustment: {
    columnDir: 'zhaokaozhengce',
    paragraphs: [
      '报名照片一般要求为近期正面免冠证件照，jpg格式，大小在20KB至100KB之间，像素约为295×413。可使用报名系统提供的照片处理工具调整。',
    ],
  },
  LxSpecialAdmissionTicketPrint: {
    columnDir: NOTICES,
    paragraphs: [
      '准考证一般在笔试前一周开放打印，请使用A4纸打印，并妥善保管至面试结束。打印时核对姓名、考场和考试时间。',
    ],
  },
  LxSpecialExaminationProcess: {
    columnDir: 'beikaozhidao',
    paragraphs: [
      '考生须携带准考证和有效身份证件，在开考前30分钟进入考场。开考15分钟后不得入场，考试结束前不得交卷离场。',
    ],
  },
  LxSpecialExaminationSubjects: {
    columnDir: 'shenlunfanwen',
    paragraphs: [
      '遴选笔试通常为一科综合性考试，主要测查政策理论水平、分析研判能力、解决问题能力和文字表达能力，题型以案例分析、公文写作和文章写作为主。',
    ],
  },
  LxSpecialExaminationQuestions: {
    columnDir: 'kaoshizhenti',
    paragraphs: [
      '历年真题是最好的复习资料。建议按照考试时间完整作答，再对照参考答案，重点体会命题人关注的“对策要具体、表述要规范”。',
    ],
  },
  LxSpecialPrepareForExaminationData: {
    columnDir: 'shenlunfanwen',
    paragraphs: [
      '备考资料建议以“真题+政策文件+范文”为主：真题把握题型，政策文件积累表述，范文学习结构。',
    ],
  },
  LxSpecialPrepareForExaminationBookandcourse: {
    columnDir: 'beikaozhidao',
    paragraphs: [
      '在职考生时间有限，建议选择一套系统课程搭配一本真题解析，每周固定练习两次完整写作，考前一个月以模拟为主。',
    ],
  },
  LxSpecialWrittenExaminationCourse: {
    columnDir: 'shenlunfanwen',
    paragraphs: [
      '笔试课程一般包括题型精讲、真题实战和写作批改三个阶段，其中写作批改最能帮助考生发现表达上的问题。',
    ],
  },
  LxSpecialOpenClassGuidance: {
    columnDir: 'beikaozhidao',
    paragraphs: ['上岸遴选公开课每周三晚直播，讲解最新公告和备考方法，往期回放可在网校中观看。'],
  },
  LxSpecialScoreQuery: {
    columnDir: 'chengjichaxun',
    paragraphs: [
      '笔试成绩一般在考试结束后一个月内公布，考生可登录报名网站查询成绩和进入面试人员名单。',
    ],
  },
  LxSpecialScoreCalculation: {
    columnDir: 'chengjichaxun',
    paragraphs: [
      '综合成绩通常按笔试成绩和面试成绩各占50%计算，部分地区笔试占40%、面试占60%，具体以公告为准。',
    ],
  },
  LxSpecialScoreLine: {
    columnDir: 'chengjichaxun',
    paragraphs: [
      '遴选一般不划统一的合格分数线，而是按照职位遴选人数的一定比例（多为1:3至1:5）从高分到低分确定面试人选。',
    ],
  },
  LxSpecialWrittenTestDispensingAnnouncement: {
    columnDir: NOTICES,
    paragraphs: [
      '部分职位报名人数或笔试合格人数达不到开考比例时，会发布调剂公告，符合条件的考生可在规定时间内申请调剂到其他职位。',
    ],
  },
  LxSpecialZgfs: {
    columnDir: NOTICES,
    paragraphs: [
      '资格复审时须提交身份证、学历学位证书、公务员登记表、近三年年度考核登记表和单位同意报考证明等材料原件及复印件。',
    ],
  },
  LxSpecialInterviewInformationSummary: {
    columnDir: 'mianshizhidao',
    paragraphs: [
      '遴选面试多采用结构化面试、无领导小组讨论或结构化小组面试，部分机关还会进行业务测试或面谈。',
    ],
  },
  LxSpecialInterviewProcess: {
    columnDir: 'mianshizhidao',
    paragraphs: [
      '面试当天考生须按时到达候考室抽签，按抽签顺序进入考场。作答结束后在候分室等候，当场或当天公布面试成绩。',
    ],
  },
  LxSpecialInterviewEtiquette: {
    columnDir: 'mianshizhidao',
    paragraphs: [
      '着装以深色正装为宜，进入考场后向考官问好，坐姿端正，作答时与考官保持眼神交流，结束后致谢离场。',
    ],
  },
  LxSpecialRecruitmentPublicity: {
    columnDir: NOTICES,
    paragraphs: [
      '经考察合格的人员将在招录机关网站公示，公示期一般为5个工作日。公示期满无异议的，按规定办理调任手续。',
    ],
  },
  LxSpecialLearnerExperience: {
    columnDir: 'beikaojingyan',
    paragraphs: ['这里汇集了上岸学员的备考心得：如何兼顾工作和学习、如何提升写作、如何准备面试。'],
  },
  LxSpecial5: {
    columnDir: NOTICES,
    paragraphs: [
      '上岸遴选专题活动：公告解读直播、申论写作打卡和模拟面试，报名后由班主任邀请进群参加。',
    ],
  },
};
