import { describe, expect, it } from 'vitest';
import { noteToHtml, validScore } from './note-html';

describe('grader note', () => {
  it('turns lines into escaped paragraphs', () => {
    expect(noteToHtml('要点齐全。\n\n<b>注意</b> 字数 & 格式')).toBe(
      '<p>要点齐全。</p><p>&lt;b&gt;注意&lt;/b&gt; 字数 &amp; 格式</p>',
    );
    expect(noteToHtml('   ')).toBe('');
  });
});

describe('score', () => {
  it('takes 0 to the full score in steps of 0.5', () => {
    expect(validScore(0, 20)).toBeNull();
    expect(validScore(12.5, 20)).toBeNull();
    expect(validScore(20, 20)).toBeNull();
    expect(validScore(12.3, 20)).toBe('请输入有效的分数');
    expect(validScore(-1, 20)).toBe('请输入有效的分数');
    expect(validScore(null, 20)).toBe('请输入有效的分数');
    expect(validScore(21, 20)).toBe('得分不能超过本题满分20分');
  });
});
