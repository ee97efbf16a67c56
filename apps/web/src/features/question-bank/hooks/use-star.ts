import { useState } from 'react';
import { notify } from '../../../lib/notifier';
import { useSetStarred } from '../api/favorites-star';

/** 收藏 / 已收藏 of one question: the server's answer decides what it shows afterwards. */
export function useStar(questionId: number, starred: boolean) {
  const [isStarred, setIsStarred] = useState(starred);
  const mutation = useSetStarred();
  const toggle = () =>
    mutation.mutate(
      { questionId, starred: !isStarred },
      {
        onSuccess: (result) => {
          setIsStarred(result.isStarred);
          notify.success(result.isStarred ? '收藏成功' : '已取消收藏');
        },
      },
    );
  return { isStarred, pending: mutation.isPending, toggle };
}
