import {
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  ClusterOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  CrownOutlined,
  EditOutlined,
  FileTextOutlined,
  FormOutlined,
  GiftOutlined,
  ImportOutlined,
  LayoutOutlined,
  MessageOutlined,
  PartitionOutlined,
  PhoneOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ConsoleSection } from '@shangan/shared';
import { pathTo } from '../../lib/paths';

export interface ConsoleSectionEntry {
  /** The dashboard is no section of its own: its figures head the overview. */
  key: Exclude<ConsoleSection, 'dashboard'>;
  to: string;
  label: string;
  /** What staff find there, for the overview's cards. */
  summary: string;
  icon: ReactNode;
}

/** The console's sections in menu order; who may open each is CONSOLE_SECTION_ROLES. */
export const CONSOLE_SECTIONS: ConsoleSectionEntry[] = [
  {
    key: 'feedback',
    to: pathTo('ConsoleFeedback'),
    label: '意见反馈',
    summary: '学员在个人中心提交的反馈与截图，回复后学员在原页面可见',
    icon: <MessageOutlined />,
  },
  {
    key: 'messages',
    to: pathTo('ConsoleMessages'),
    label: '客服留言',
    summary: '访客通过侧边栏留下的电话与问题，回电后标记处理结果',
    icon: <PhoneOutlined />,
  },
  {
    key: 'questionImport',
    to: pathTo('ConsoleQuestionImport'),
    label: '题库导入',
    summary: '按模板从 Word 或 Excel 批量导入题目，先逐题检查、剔除重复，确认后一次写入',
    icon: <ImportOutlined />,
  },
  {
    key: 'papers',
    to: pathTo('ConsolePapers'),
    label: '试卷管理',
    summary: '新建历年真题试卷，把 Word 或 Excel 文件导入到试卷中，核对题目后发布给学员',
    icon: <ProfileOutlined />,
  },
  {
    key: 'catalogues',
    to: pathTo('ConsoleCatalogues'),
    label: '知识点管理',
    summary: '各科目的模块与知识点：新建、改名、调整顺序、设为仅会员，删除未用过的知识点',
    icon: <ApartmentOutlined />,
  },
  {
    key: 'questions',
    to: pathTo('ConsoleQuestions'),
    label: '题目管理',
    summary: '按科目、知识点、试卷查找题目，逐题新建或修改题干、选项、答案与文字和音视频解析',
    icon: <EditOutlined />,
  },
  {
    key: 'mockExams',
    to: pathTo('ConsoleMockExams'),
    label: '模考大赛',
    summary: '用试卷管理中的草稿试卷排期行测、申论模考，查看报名与参考人数和成绩，无人报名时可取消',
    icon: <TrophyOutlined />,
  },
  {
    key: 'articles',
    to: pathTo('ConsoleArticles'),
    label: '文章管理',
    summary: '撰写资讯文章，先存草稿、再发布到网站；已发布的文章可修改或下线',
    icon: <FileTextOutlined />,
  },
  {
    key: 'siteContent',
    to: pathTo('ConsoleSiteContent'),
    label: '站点内容',
    summary:
      '首页轮播、弹窗与关于我们页的广告，友情链接、考试日历和关于我们页面，保存后网站立即更新',
    icon: <LayoutOutlined />,
  },
  {
    key: 'columns',
    to: pathTo('ConsoleColumns'),
    label: '栏目与分站',
    summary: '资讯栏目（两级）与城市分站：新建、改名、调整顺序与目录名，删除没有文章的栏目和分站',
    icon: <PartitionOutlined />,
  },
  {
    key: 'topics',
    to: pathTo('ConsoleTopics'),
    label: '专题管理',
    summary: '专题的封面、分类、简介与文章列表，调整顺序；写文章时可把文章加入专题的列表',
    icon: <ReadOutlined />,
  },
  {
    key: 'courses',
    to: pathTo('ConsoleCourses'),
    label: '课程管理',
    summary: '新建和修改网校课程，编排章节与课时，上传课时视频并查看转码进度',
    icon: <PlaySquareOutlined />,
  },
  {
    key: 'teachers',
    to: pathTo('ConsoleTeachers'),
    label: '讲师',
    summary: '课程与直播课显示的讲师资料（头像、头衔、简介），以及每位讲师的授课账号',
    icon: <UserOutlined />,
  },
  {
    key: 'orders',
    to: pathTo('ConsoleOrders'),
    label: '订单与退款',
    summary: '按订单号或买家手机号查找商城订单，仓储填写运单发货，财务原路退款',
    icon: <ShoppingOutlined />,
  },
  {
    key: 'goods',
    to: pathTo('ConsoleGoods'),
    label: '图书与库存',
    summary: '新建和修改商城图书，查看库存紧张的书，入库、报损与盘亏都记下原因',
    icon: <BookOutlined />,
  },
  {
    key: 'coaching',
    to: pathTo('ConsoleCoaching'),
    label: '辅导档期',
    summary:
      '一对一、一对多辅导的上课时段：按老师安排未来的时段与名额，查看已约人数，时段将尽时提醒',
    icon: <CalendarOutlined />,
  },
  {
    key: 'coupons',
    to: pathTo('ConsoleCoupons'),
    label: '优惠券',
    summary: '新建满减或无门槛优惠券，按手机号批量发放，查看已发放与已使用的张数',
    icon: <GiftOutlined />,
  },
  {
    key: 'enlistment',
    to: pathTo('ConsolePositions'),
    label: '报名职位',
    summary: '开放报名的考试与报名人数，从招考单位的 Excel 职位表导入职位，先预览再写入',
    icon: <ContainerOutlined />,
  },
  {
    key: 'experienceCards',
    to: pathTo('ConsoleExperienceCards'),
    label: '体验卡',
    summary: '按手机号发放讲题体验卡（每人几张、有效几天），查看每批发放与使用',
    icon: <CreditCardOutlined />,
  },
  {
    key: 'vip',
    to: pathTo('ConsoleVip'),
    label: '会员套餐',
    summary: '各会员等级的套餐与价格，改价只影响之后的新订单；查找会员订单，原路退回迟到的付款',
    icon: <CrownOutlined />,
  },
  {
    key: 'grading',
    to: pathTo('ConsoleGrading'),
    label: '批改工作量',
    summary: '申论与作业还有多少待批改、最久等了多久，每位老师今日、7天、30天的批改量',
    icon: <FormOutlined />,
  },
  {
    key: 'people',
    to: pathTo('ConsolePeople'),
    label: '用户与角色',
    summary: '按手机号或姓名查找账号，设置后台角色，停用或恢复账号',
    icon: <TeamOutlined />,
  },
  {
    key: 'settings',
    to: pathTo('ConsoleSettings'),
    label: '站点设置',
    summary: '首页灰色模式等全站开关，保存后所有服务器立即生效',
    icon: <SettingOutlined />,
  },
  {
    key: 'jobs',
    to: pathTo('ConsoleJobs'),
    label: '后台任务',
    summary: '视频转码等后台任务的排队、进度与失败原因，失败的任务可重试',
    icon: <ClusterOutlined />,
  },
  {
    key: 'audit',
    to: pathTo('ConsoleAudit'),
    label: '操作日志',
    summary: '后台每一次修改：谁、何时、改了什么，修改前后对照，不可编辑',
    icon: <AuditOutlined />,
  },
];

/** The section an address belongs to, if any. */
export function sectionAt(pathname: string): ConsoleSectionEntry | undefined {
  return CONSOLE_SECTIONS.find(
    (section) => pathname === section.to || pathname.startsWith(`${section.to}/`),
  );
}
