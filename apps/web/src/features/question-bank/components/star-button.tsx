import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useStar } from '../hooks/use-star';

/** 收藏 / 已收藏 on a question. */
export function StarButton({ questionId, starred }: { questionId: number; starred: boolean }) {
  const { isStarred, pending, toggle } = useStar(questionId, starred);
  return (
    <Button
      size="small"
      type="text"
      icon={isStarred ? <StarFilled style={{ color: '#f5a623' }} /> : <StarOutlined />}
      loading={pending}
      aria-pressed={isStarred}
      onClick={toggle}
    >
      {isStarred ? '已收藏' : '收藏'}
    </Button>
  );
}
