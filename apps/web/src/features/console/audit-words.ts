import {
  ARTICLE_STATE_TEXT,
  ORDER_STATE_TEXT,
  PAPER_STATE_NAMES,
  REFUND_STATE_TEXT,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@shangan/shared';
import { formatDateTime, yuan } from '../../lib/format';

/** How the audit log's actions and objects read to staff; an unknown one reads as stored. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'user.reset_password': '重置密码',
  'news_column.create': '新建栏目',
  'news_column.update': '修改栏目',
  'news_column.move': '调整栏目顺序',
  'news_column.remove': '删除栏目',
  'city_site.create': '新建城市分站',
  'city_site.update': '修改城市分站',
  'city_site.move': '调整城市分站顺序',
  'city_site.remove': '删除城市分站',
  'news_topic.create': '新建专题',
  'news_topic.update': '修改专题',
  'news_topic.move': '调整专题顺序',
  'news_topic.remove': '删除专题',
  'enlist_exam.create': '新建报名考试',
  'enlist_exam.update': '修改报名考试',
  'enlist_exam.remove': '删除报名考试',
  'mock_exam.update': '修改模考',
  'feedback.reply': '回复反馈',
  'support_message.mark': '处理留言',
  'user.roles': '设置角色',
  'user.disable': '停用账号',
  'user.enable': '恢复账号',
  'site_setting.change': '修改站点设置',
  'qb_import.commit': '导入题目',
  'qb_paper.create': '新建试卷',
  'qb_paper.update': '修改试卷',
  'qb_paper.publish': '发布试卷',
  'qb_paper.withdraw': '下架试卷',
  'qb_paper.remove': '删除试卷',
  'qb_paper.detach': '移出试卷题目',
  'qb_catalogue.create': '新建知识点',
  'qb_catalogue.update': '修改知识点',
  'qb_catalogue.move': '调整知识点顺序',
  'qb_catalogue.remove': '删除知识点',
  'qb_question.create': '新建题目',
  'qb_question.update': '修改题目',
  'qb_question.remove': '删除题目',
  'mock_exam.create': '排期模考',
  'mock_exam.cancel': '取消模考',
  'shop_order.ship': '发货',
  'shop_order.refund': '退款',
  'news_article.publish': '发布文章',
  'news_article.update': '修改文章',
  'news_article.withdraw': '下线文章',
  'news_draft.save': '保存草稿',
  'news_draft.schedule': '定时发布',
  'news_draft.unschedule': '取消定时发布',
  'course.create': '新建课程',
  'course.update': '修改课程',
  'course.chapter.create': '新建章节',
  'course.chapter.update': '修改章节',
  'course.chapter.move': '调整章节顺序',
  'course.chapter.remove': '删除章节',
  'course.lesson.create': '新建课时',
  'course.lesson.update': '修改课时',
  'course.lesson.move': '调整课时顺序',
  'course.lesson.remove': '删除课时',
  'course.lesson.video': '上传课时视频',
  'goods.create': '新建图书',
  'goods.update': '修改图书',
  'goods.stock': '调整库存',
  'coupon.create': '新建优惠券',
  'coupon.issue': '发放优惠券',
  'job.retry': '重试后台任务',
  'site_ad.create': '新建广告',
  'site_ad.update': '修改广告',
  'site_ad.move': '调整广告顺序',
  'site_ad.delete': '删除广告',
  'friendly_link.create': '新建友情链接',
  'friendly_link.update': '修改友情链接',
  'friendly_link.move': '调整友情链接顺序',
  'friendly_link.delete': '删除友情链接',
  'exam_topic.create': '新建考试日历',
  'exam_topic.update': '修改考试日历',
  'exam_topic.delete': '删除考试日历',
  'portal_about_us.update': '修改关于我们',
  'portal_page.update': '修改企业页面',
  'vip_package.create': '新建会员套餐',
  'vip_package.update': '修改会员套餐',
  'vip_order.refund': '退回会员付款',
  'enlist_position.import': '导入职位表',
  'course.live.create': '新建直播课时',
  'course.live.update': '修改直播课时',
  'course.live.remove': '删除直播课时',
  'experience_card.issue': '发放体验卡',
  'teacher.create': '新建讲师',
  'teacher.update': '修改讲师',
  'coaching_slot.create': '新增辅导时段',
  'coaching_slot.update': '修改辅导时段',
  'coaching_slot.remove': '删除辅导时段',
  'coaching_coach.create': '新增辅导老师',
  'coaching_coach.update': '修改辅导老师',
  'coaching_product.update': '修改辅导产品',
};

export const AUDIT_ENTITIES: Record<string, string> = {
  news_column: '栏目',
  city_site: '城市分站',
  news_topic: '专题',
  feedback: '意见反馈',
  support_message: '客服留言',
  user: '用户',
  site_setting: '站点设置',
  qb_import: '题库导入',
  qb_paper: '试卷',
  qb_catalogue: '知识点',
  qb_question: '题目',
  mock_exam: '模考',
  shop_order: '订单',
  news_article: '文章',
  news_draft: '草稿',
  courses: '课程',
  course_chapters: '章节',
  course_lessons: '课时',
  shop_goods: '图书',
  shop_coupon_template: '优惠券',
  job_run: '后台任务',
  site_ad: '广告',
  friendly_link: '友情链接',
  exam_topic: '考试日历',
  portal_about_us: '关于我们',
  portal_page: '企业页面',
  vip_package: '会员套餐',
  vip_order: '会员订单',
  enlist_exam: '报名考试',
  vt_experience_card: '体验卡',
  teachers: '讲师',
  coaching_slot: '辅导时段',
  coaching_coach: '辅导老师',
  coaching_product: '辅导产品',
};

/** Field names of the recorded rows as staff call them. */
export const AUDIT_FIELDS: Record<string, string> = {
  password: '密码',
  column_dir: '目录名',
  dir: '目录名',
  classification: '分类',
  lists: '文章列表',
  status: '状态',
  reply: '回复内容',
  replied_by: '回复人',
  replied_at: '回复时间',
  staffNote: '处理备注',
  handledBy: '处理人',
  handledAt: '处理时间',
  roles: '角色',
  disabledAt: '停用时间',
  disabledReason: '停用原因',
  grayMode: '首页灰色模式',
  fileName: '文件名',
  subjectId: '科目编号',
  catalogueId: '知识点编号',
  paperId: '试卷编号',
  questionId: '题目编号',
  subject_id: '科目编号',
  catalogue_id: '知识点编号',
  parent_id: '上级模块编号',
  year: '年份',
  region: '地区',
  examination_level: '级别',
  time_limit_minutes: '考试时长（分钟）',
  vip_only: '仅会员',
  description: '说明',
  total: '题目总数',
  added: '新增题目',
  duplicates: '重复未导入',
  ship_company: '快递公司',
  tracking_number: '运单号',
  shipped_at: '发货时间',
  refundNo: '退款单号',
  amount: '金额',
  reason: '原因',
  state: '退款状态',
  title: '标题',
  columnId: '栏目编号',
  draftId: '草稿编号',
  publishAt: '定时发布时间',
  place: '位置',
  position: '广告位',
  city_id: '城市分站编号',
  subtitle: '副标题',
  image: '图片',
  link: '链接',
  name: '名称',
  sort_order: '显示顺序',
  start_at: '开始时间',
  end_at: '结束时间',
  exam_type: '考试类型',
  province: '地区',
  signup_start: '报名开始',
  signup_end: '报名截止',
  exam_date: '考试日期',
  article_id: '关联文章编号',
  profile: '简介',
  body: '内容',
};

/** Where an entity's field means something else than the same name elsewhere. */
const ENTITY_FIELDS: Record<string, Record<string, string>> = {
  news_column: { parent_id: '上级栏目编号', title: '栏目名称', image: '头图' },
  city_site: { name: '分站名称', province: '所属省份' },
  news_topic: { title: '专题名称', summary: '简介', cover: '封面' },
  enlist_exam: {
    name: '考试名称',
    short_name: '简称',
    kind: '考试类型',
    intro: '简介',
    enlist_start: '报名开始',
    enlist_end: '报名截止',
    service: '报名服务',
  },
  courses: { memberIds: '套餐课程编号', teacherIds: '老师编号' },
  news_article: { state: '状态' },
  news_draft: { state: '状态' },
  qb_paper: { state: '状态' },
  qb_question: {
    source: '来源',
    type: '题型',
    stem: '题干',
    options: '选项',
    answer: '答案',
    difficulty: '难度',
    score: '分值',
    analyses: '解析',
    materials: '材料',
    children: '小题',
  },
  coaching_slot: {
    product_id: '辅导产品编号',
    coach_id: '辅导老师编号',
    starts_at: '开始时间',
    ends_at: '结束时间',
    capacity: '名额',
  },
  coaching_coach: {
    name: '姓名',
    title: '头衔',
    years: '教龄',
    speciality: '擅长方向',
    intro: '介绍',
  },
  coaching_product: {
    title: '名称',
    price: '售价',
    onSale: '上架',
    coachIds: '老师编号',
    deposit: '定金',
  },
  mock_exam: {
    examType: '考试类型',
    examinationLevel: '级别',
    rules: '考试须知',
    applyStartAt: '报名开始时间',
    startAt: '开考时间',
    lateEntryMinutes: '开考后可入场（分钟）',
    shuffleQuestions: '题目乱序',
    shuffleOptions: '选项乱序',
    stages: '考试场次',
  },
};

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Stored status words as the console shows them elsewhere (an order's as its buyer reads them). */
const STATUS_WORDS: Record<string, string> = {
  ...ORDER_STATE_TEXT,
  pending: '待回复',
  replied: '已回复',
  open: '待处理',
  answered: '已回电',
  closed: '已关闭',
};

/** A refund's state at the gateway, an article's on the site. */
const STATE_WORDS: Record<string, Record<string, string>> = {
  news_article: ARTICLE_STATE_TEXT,
  news_draft: ARTICLE_STATE_TEXT,
  qb_paper: PAPER_STATE_NAMES,
};
const REFUND_WORDS: Record<string, string> = { ...REFUND_STATE_TEXT };

/** A question's part as its audit row keeps it: a question, or a material group's sub-question. */
interface QuestionPartWords {
  type?: string;
  stem?: string;
  options?: string[];
  answer?: string;
  difficulty?: number;
  score?: number;
  analyses?: number;
}

const optionLines = (options: readonly string[]) =>
  options.map((option, index) => `${String.fromCharCode(65 + index)}. ${option}`);

/** A sub-question on a few lines: its number, type, stem, options and key, points. */
function partWords(part: QuestionPartWords, index: number): string {
  const head = `第 ${index + 1} 小题（${part.type ?? ''}，${part.score ?? 0} 分，难度 ${part.difficulty ?? ''}）`;
  return [
    `${head}：${part.stem ?? ''}`,
    ...optionLines(part.options ?? []).map((line) => `  ${line}`),
    `  答案：${part.answer || '（空）'}`,
    ...(part.analyses ? [`  解析 ${part.analyses} 条`] : []),
  ].join('\n');
}

/** A question's audited fields read as the editor shows them; undefined: read as any value. */
function questionWords(field: string, value: unknown): string | undefined {
  if (field === 'options' && Array.isArray(value)) {
    return value.length ? optionLines(value.map(String)).join('\n') : '（无）';
  }
  if (field === 'materials' && Array.isArray(value)) {
    return value.length
      ? value.map((material, index) => `材料 ${index + 1}：${String(material)}`).join('\n')
      : '（无）';
  }
  if (field === 'children' && Array.isArray(value)) {
    return value.length ? (value as QuestionPartWords[]).map(partWords).join('\n') : '（无）';
  }
  if (field === 'analyses' && typeof value === 'number') return value ? `${value} 条` : '（无）';
  if (field === 'score' && typeof value === 'number') return `${value} 分`;
  return undefined;
}

/** A coaching product's audited fields in its editor's words; undefined: read as any value. */
function coachingProductWords(field: string, value: unknown): string | undefined {
  if (field === 'price' && typeof value === 'string') return yuan(value);
  if (field === 'onSale' && typeof value === 'boolean') return value ? '上架' : '下架';
  if (field === 'coachIds' && Array.isArray(value)) {
    return value.length ? value.map((id) => `#${String(id)}`).join('、') : '（无）';
  }
  if (field === 'deposit') {
    if (value === null || value === undefined) return '不出售';
    const { price, deduct } = value as { price?: unknown; deduct?: unknown };
    if (typeof price === 'string' && typeof deduct === 'string') {
      return `付 ${yuan(price)} 抵 ${yuan(deduct)}`;
    }
  }
  return undefined;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PERSON_FIELDS = new Set(['replied_by', 'handledBy', 'user_id', 'userId']);

function show(field: string, value: unknown, entity: string): string {
  if (entity === 'coaching_product') {
    const words = coachingProductWords(field, value);
    if (words !== undefined) return words;
  }
  if (value === null || value === undefined || value === '') return '（空）';
  if (entity === 'news_topic' && field === 'lists' && Array.isArray(value)) {
    return value.length ? value.map(String).join('、') : '（无）';
  }
  if (entity === 'qb_question') {
    const words = questionWords(field, value);
    if (words !== undefined) return words;
  }
  if (field === 'status' && typeof value === 'string') return STATUS_WORDS[value] ?? value;
  if (field === 'state' && typeof value === 'string') {
    return (STATE_WORDS[entity] ?? REFUND_WORDS)[value] ?? value;
  }
  // The server records money as its rows keep it, in whole fen.
  if (field === 'amount' && typeof value === 'number') return yuan((value / 100).toFixed(2));
  if (PERSON_FIELDS.has(field) && typeof value === 'number') return `用户 #${value}`;
  if (field === 'roles' && Array.isArray(value)) {
    const names = value.map((role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role);
    return names.length ? names.join('、') : '学员';
  }
  if (typeof value === 'boolean') return value ? '开启' : '关闭';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parse(json: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The fields whose value differs between the row before and after (all of a new one's), as
 * `entity`'s fields read.
 */
export function changedFields(beforeJson: string, afterJson: string, entity = ''): FieldChange[] {
  const before = parse(beforeJson) ?? {};
  const after = parse(afterJson) ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: ENTITY_FIELDS[entity]?.[field] ?? AUDIT_FIELDS[field] ?? field,
      before: show(field, before[field], entity),
      after: show(field, after[field], entity),
    }));
}
