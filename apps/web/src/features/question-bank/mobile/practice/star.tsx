import { SpinLoading } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useStar } from '../../hooks/use-star';
import styles from './practice.module.css';

/** 收藏 / 已收藏 of a question, a 44 px target. */
export function StarToggle({ questionId, starred }: { questionId: number; starred: boolean }) {
  const { isStarred, pending, toggle } = useStar(questionId, starred);
  return (
    <button
      type="button"
      className={isStarred ? styles.starOn : styles.star}
      aria-pressed={isStarred}
      aria-label={isStarred ? '取消收藏' : '收藏'}
      disabled={pending}
      onClick={toggle}
    >
      {pending ? (
        <SpinLoading style={{ '--size': '16px' }} />
      ) : isStarred ? (
        <StarFill />
      ) : (
        <StarOutline />
      )}
      <span>{isStarred ? '已收藏' : '收藏'}</span>
    </button>
  );
}
