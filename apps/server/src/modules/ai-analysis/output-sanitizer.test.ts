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

  it('emits the same text for random cuts', () => {
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

  const MATHS = [
    '若A<B且C>D，则<B>不一定</B>成立；2<3>1。\n',
    '填空：____处应填“秉持”，__x__与**要点**去掉标记，a**b不动。\n',
    '<P CLASS="x">段</P><iframe src="x">内</iframe><br/>完',
  ].join('');

  it('keeps maths and fill-in blanks, removing only real tags and wrapping emphasis', () => {
    expect(sanitizeExplanation(MATHS)).toBe(
      [
        '若A<B且C>D，则不一定成立；2<3>1。',
        '填空：____处应填“秉持”，x与要点去掉标记，a**b不动。',
        '段完',
      ].join('\n'),
    );
  });

  it('emits the same text however the stream is cut, never taking back what it sent', () => {
    for (const raw of [RAW, MATHS]) {
      const whole = sanitizeExplanation(raw);
      for (let size = 1; size <= 7; size++) {
        for (let offset = 0; offset < size; offset++) {
          const sanitizer = new StreamSanitizer();
          let out = sanitizer.push(raw.slice(0, offset));
          for (let i = offset; i < raw.length; i += size)
            out += sanitizer.push(raw.slice(i, i + size));
          expect(out + sanitizer.end()).toBe(whole);
        }
      }
    }
  });

  it('caps the length and says when it is full', () => {
    const sanitizer = new StreamSanitizer(7);
    expect(sanitizer.push('一二三四五\n')).toBe('一二三四五');
    expect(sanitizer.full).toBe(false);
    expect(sanitizer.push('六七八')).toBe('\n六');
    expect(sanitizer.full).toBe(true);
  });

  it('caps the length', () => {
    expect(sanitizeExplanation('一二三四五\n六七八', 7)).toBe('一二三四五\n六');
  });
});
