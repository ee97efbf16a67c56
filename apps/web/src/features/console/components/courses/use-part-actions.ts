import { ConsoleCourseMsg } from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useMoveCoursePart } from '../../api/move-course-part';
import { useRemoveCoursePart } from '../../api/remove-course-part';

type Part = 'chapter' | 'lesson';

/**
 * Moving and removing chapters and lessons. A refusal (a chapter that still has lessons, an
 * edge already reached) is shown by the client in the server's words.
 */
export function usePartActions() {
  const moving = useMoveCoursePart();
  const removing = useRemoveCoursePart();

  const move = async (part: Part, id: number, direction: 'up' | 'down') => {
    try {
      await moving.mutateAsync({ part, id, direction });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
  };

  const remove = async (part: Part, id: number) => {
    try {
      await removing.mutateAsync({ part, id });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCourseMsg.removed);
  };

  return { move, remove, busy: moving.isPending || removing.isPending };
}
