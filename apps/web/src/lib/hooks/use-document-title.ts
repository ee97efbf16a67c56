import { useEffect } from 'react';
import { DEFAULT_DOCUMENT_TITLE, SITE_NAME } from '../site-info';

/** '<title> - 上岸'; without a title the site's own name and slogan. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} - ${SITE_NAME}` : DEFAULT_DOCUMENT_TITLE;
}

export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
