import { SiteContentMsg } from '@shangan/shared';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useDeleteSiteContent, type DeleteSiteContentBody } from '../../api/delete-site-content';
import { useMoveSiteContent, type MoveSiteContentBody } from '../../api/move-site-content';

/**
 * Moving ads and links within their site, and deleting them or calendar entries. A refusal (a
 * row someone else deleted meanwhile) is shown by the client in the server's words.
 */
export function useSiteContentActions() {
  const moving = useMoveSiteContent();
  const deleting = useDeleteSiteContent();

  const move = async (
    kind: MoveSiteContentBody['kind'],
    id: number,
    direction: MoveSiteContentBody['direction'],
  ) => {
    let moved: boolean;
    try {
      ({ moved } = await moving.mutateAsync({ kind, id, direction }));
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    // Already at the edge (the list was out of date): it has been read again, nothing to say.
    if (moved) notify.success(SiteContentMsg.moved);
  };

  const remove = async (kind: DeleteSiteContentBody['kind'], id: number) => {
    try {
      await deleting.mutateAsync({ kind, id });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(SiteContentMsg.deleted);
  };

  return { move, remove, busy: moving.isPending || deleting.isPending };
}
