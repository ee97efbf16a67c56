import { describe, expect, it } from 'vitest';
import { sanitizePersonalNote } from './sanitize-html.ts';

const ownStore = (src: string) => src.startsWith('local://uploads/');

describe('sanitizePersonalNote (a grader’s note on a learner’s answer)', () => {
  it('marks every link nofollow and opens outside links without our window or referrer', () => {
    const html = sanitizePersonalNote(
      '<p><a href="https://example.com/x">外链</a> <a href="/questionBank">站内</a></p>',
      ownStore,
    );
    expect(html).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">外链</a>',
    );
    expect(html).toContain('<a href="/questionBank" rel="noopener noreferrer nofollow">站内</a>');
  });

  it('keeps pictures from our own store, this site and inline data, and drops remote ones', () => {
    const html = sanitizePersonalNote(
      [
        '<img src="https://tracker.example/pixel.gif?learner=1">',
        '<img src="//tracker.example/p.gif">',
        '<img src="http://198.51.100.7/p.png">',
        '<img src="local://uploads/web/questionBankWeb/1/a/b.png">',
        '<img src="/gxw-web-student/stsFile/object?key=a">',
        '<img src="data:image/png;base64,iVBORw0KGgo=">',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      ].join(''),
      ownStore,
    );
    expect(html).not.toContain('tracker');
    expect(html).not.toContain('198.51.100.7');
    expect(html).not.toContain('svg');
    expect(html).toContain('local://uploads/web/questionBankWeb/1/a/b.png');
    expect(html).toContain('/gxw-web-student/stsFile/object?key=a');
    expect(html).toContain('data:image/png;base64,iVBORw0KGgo=');
  });

  it('still removes scripts, handlers and script addresses', () => {
    const html = sanitizePersonalNote(
      '<p onclick="x()">要点</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">b</a><img src=x onerror="alert(2)">',
      ownStore,
    );
    expect(html).not.toMatch(/script|onerror|onclick|alert|data:text/);
    expect(html).toContain('<p>要点</p>');
  });
});
