import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from authors (articles, portal pages, question stems, materials, analyses) is
 * sanitized on write (docs/architecture.md): what is stored is safe to render as it is.
 * Scripts, event handlers, styles, frames and `javascript:` links are dropped; the formatting
 * an editor produces (paragraphs, emphasis, lists, tables, images, links) stays. Images may be
 * inline `data:image/…` (small charts and figures travel inside the text), but no other data:
 * URL survives.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    /^data:/i.test(frame.attribs.src ?? '') &&
    !/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links leaving the site open in a new tab without handing it our window.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Pictures inside text that never call a third party: inline data and our own addresses. */
const INLINE_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,/i;
const SITE_RELATIVE = /^\/(?!\/)/;

/**
 * Rich text that one person writes about another (a grader's note on a learner's answer): as
 * sanitizeRichText, but a remote picture would tell its host who read the note and when, so
 * pictures come only inline, from this site, or from our own store (`isOwnPicture`); and links
 * are marked nofollow, opening without our window or the learner's page as referrer.
 */
export function sanitizePersonalNote(html: string, isOwnPicture: (src: string) => boolean) {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedSchemesByTag: {},
    allowedSchemes: [...(OPTIONS.allowedSchemes as string[]), 'data', 'local'],
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src ?? '';
      return !(INLINE_PICTURE.test(src) || SITE_RELATIVE.test(src) || isOwnPicture(src));
    },
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        // A data: address is for pictures only.
        if (/^data:/i.test(href)) return { tagName: 'span', attribs: {} };
        const external = /^https?:\/\//i.test(href);
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(external ? { target: '_blank' } : {}),
            rel: 'noopener noreferrer nofollow',
          },
        };
      },
    },
  }).trim();
}

/** Plain text of sanitized HTML, for list snippets and page titles. */
export function richTextToPlain(html: string): string {
  const withBreaks = html.replace(/<\/(p|h2|h3|h4|li|tr|blockquote|div)>|<br\s*\/?>/gi, '\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
