import { formatDate } from '../../lib/format';
import type { CourseDetail } from './types';

/**
 * The line under a course's price saying what the viewer holds and until when, or how VIP
 * would help: `warn` (expired), `ok` (held), `vip` (the way to VIP, a link), or null for none.
 */
export type ViewerNote = { tone: 'warn' | 'ok' | 'vip'; text: string } | null;

export function viewerNoteOf(course: Pick<CourseDetail, 'isVipFree' | 'viewer'>): ViewerNote {
  const viewer = course.viewer;
  if (viewer.expired) {
    return {
      tone: 'warn',
      text: `已于${formatDate(viewer.expiresAt)}到期，${viewer.canBuy ? '续费后可继续学习' : '暂不可学习'}`,
    };
  }
  if (viewer.entitled) {
    if (viewer.source === 'vip' || (viewer.vipFree && !viewer.bought)) {
      return { tone: 'ok', text: 'VIP会员免费学习中' };
    }
    if (viewer.enrolled) {
      return {
        tone: 'ok',
        text: `${viewer.source === 'free' ? '已报名' : '已购买'}${
          viewer.expiresAt ? `，有效期至${formatDate(viewer.expiresAt)}` : '，永久有效'
        }`,
      };
    }
    return null;
  }
  if (course.isVipFree && !viewer.isVip) return { tone: 'vip', text: '开通VIP，本课免费学' };
  return null;
}
