import { currentUrl, navigate } from '../../lib/navigation';
import { isSafeInternalPath, pathTo, refresh2Url } from '../../lib/paths';

/** True on the MyVip page, whichever of its paths (/personalCenter/myVip, /my/myVip …) is used. */
export function onMyVipPage(pathname = window.location.pathname): boolean {
  return /\/myvip\/?$/i.test(pathname);
}

/**
 * Where the person goes once paid. From the new-member dialog: the
 * `link` query if there is one; otherwise, on the MyVip page, the article of `articleId`, or
 * a reload of the page through /refresh2. From the renew / upgrade dialogs: on the MyVip page
 * the reload. Anywhere else the person stays where they are.
 */
export function redirectAfterPayment(dialog: 'new' | 'member'): void {
  const params = new URLSearchParams(window.location.search);
  if (dialog === 'new') {
    const link = params.get('link');
    if (link && isSafeInternalPath(link)) {
      navigate(link);
      return;
    }
    // An external address (a campaign page, the app download …) leaves the site.
    if (link && /^https?:\/\//i.test(link)) {
      window.location.assign(link);
      return;
    }
    if (!onMyVipPage()) return;
    const articleId = params.get('articleId');
    if (articleId && /^\d+$/.test(articleId)) {
      navigate(pathTo('ArticleDetail', { id: articleId }));
      return;
    }
    navigate(refresh2Url(currentUrl()));
    return;
  }
  if (onMyVipPage()) navigate(refresh2Url(currentUrl()));
}
