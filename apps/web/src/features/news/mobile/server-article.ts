/**
 * The article text the server sends inside #root for /m/article/{id} (readable before any
 * script runs): `<article class="ssr-article"><h1>…</h1><p class="ssr-meta">…</p>body</article>`.
 * While it is still in the document (the first render of the first page), the article page
 * shows it as it is until the API answers, so the text the reader has started on stays put.
 */
export interface ServerArticle {
  title: string;
  meta: string;
  /** The body as the server wrote it: stored bodies are sanitized when written. */
  html: string;
}

/** The server's article for article `id`, when the document still holds it. */
export function readServerArticle(id: number): ServerArticle | null {
  if (typeof document === 'undefined') return null;
  const node = document.querySelector('#root > article.ssr-article');
  // The canonical address names the article the server rendered (the desktop page of it).
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '';
  if (!node || !new RegExp(`/articleDetail/${id}$`).test(canonical)) return null;
  const copy = node.cloneNode(true) as HTMLElement;
  const heading = copy.querySelector(':scope > h1');
  const meta = copy.querySelector(':scope > p.ssr-meta');
  if (!heading) return null;
  const title = heading.textContent ?? '';
  heading.remove();
  const metaText = meta?.textContent ?? '';
  meta?.remove();
  return { title, meta: metaText, html: copy.innerHTML.trim() };
}
