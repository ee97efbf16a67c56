import { describe, expect, it } from 'vitest';
import { StreamSanitizer, sanitizeExplanation } from './output-sanitizer.ts';

const RAW = [
  '## 【考点】\n本题考查**词语**辨析。<script>alert(1)</script>\n\n\n\n',
  '> 引用 `code` __粗__\n* 列表\n\tA<b>B</b> x<y 1*2=2 ~~删~~\u0007尾   \n\n',
  '<div class="x">hi</div><!-- 注释 --> <p>段落</p>\r\n\r\n\r\n末<style>p{}</style>行<scr',
].join('');

describe('explanation output sanitizer', () => {
  it('leaves plain text: no tags, scripts, Markdown marks or control characters', () => {
    expect(sanitizeExplanation(RAW)).toBe(
      [
        '【考点】',
        '本题考查词语辨析。',
        '',
        '引用 code 粗',
        '- 列表',
        'AB x<y 1*2=2 删尾',
        '',
        'hi 段落',
        '',
        '末行<scr',
      ].join('\n'),
    );
  });

  it('emits the same text however the stream is cut, never taking back what it sent', () => {
    const whole = sanitizeExplanation(RAW);
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let trial = 0; trial < 500; trial++) {
      const sanitizer = new StreamSanitizer();
      let out = '';
      for (let i = 0; i < RAW.length;) {
        const size = 1 + Math.floor(random() * 6);
        out += sanitizer.push(RAW.slice(i, i + size));
        i += size;
      }
      expect(out + sanitizer.end()).toBe(whole);
    }
  });

  it('caps the length', () => {
    expect(sanitizeExplanation('一二三四五\n六七八', 7)).toBe('一二三四五\n六');
  });
});
