import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notifier';
import { useSetStarred } from '../api/favorites-star';

/** 收藏 / 已收藏 on a question. */
export function StarButton({ questionId, starred }: { questionId: number; starred: boolean }) {
  const [isStarred, setIsStarred] = useState(starred);
  const mutation = useSetStarred();
  return (
    <Button
      size="small"
      type="text"
      icon={isStarred ? <StarFilled style={{ color: '#f5a623' }} /> : <StarOutlined />}
      loading={mutation.isPending}
      aria-pressed={isStarred}
      onClick={() =>
        mutation.mutate(
          { questionId, starred: !isStarred },
          {
            onSuccess: (result) => {
              setIsStarred(result.isStarred);
              notify.success(result.isStarred ? '收藏成功' : '已取消收藏');
            },
          },
        )
      }
    >
      {isStarred ? '已收藏' : '收藏'}
    </Button>
  );
}
