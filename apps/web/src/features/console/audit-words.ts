import {
  ARTICLE_STATE_TEXT,
  ORDER_STATE_TEXT,
  REFUND_STATE_TEXT,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@shangan/shared';
import { formatDateTime, yuan } from '../../lib/format';

/** How the audit log's actions and objects read to staff; an unknown one reads as stored. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'feedback.reply': '回复反馈',
  'support_message.mark': '处理留言',
  'user.roles': '设置角色',
  'user.disable': '停用账号',
  'user.enable': '恢复账号',
  'site_setting.change': '修改站点设置',
  'qb_import.commit': '导入题目',
  'shop_order.ship': '发货',
  'shop_order.refund': '退款',
  'news_article.publish': '发布文章',
  'news_article.update': '修改文章',
  'news_article.withdraw': '下线文章',
  'news_draft.save': '保存草稿',
};

export const AUDIT_ENTITIES: Record<string, string> = {
  feedback: '意见反馈',
  support_message: '客服留言',
  user: '用户',
  site_setting: '站点设置',
  qb_import: '题库导入',
  shop_order: '订单',
  news_article: '文章',
  news_draft: '草稿',
};

/** Field names of the recorded rows as staff call them. */
export const AUDIT_FIELDS: Record<string, string> = {
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
};

/** Where an entity's field means something else than the same name elsewhere. */
const ENTITY_FIELDS: Record<string, Record<string, string>> = {
  news_article: { state: '状态' },
  news_draft: { state: '状态' },
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
};
const REFUND_WORDS: Record<string, string> = { ...REFUND_STATE_TEXT };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PERSON_FIELDS = new Set(['replied_by', 'handledBy', 'user_id', 'userId']);

function show(field: string, value: unknown, entity: string): string {
  if (value === null || value === undefined || value === '') return '（空）';
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
