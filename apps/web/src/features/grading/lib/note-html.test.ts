import { describe, expect, it } from 'vitest';
import { noteToHtml, noteToText } from './note-html';

describe('grader note', () => {
  it('turns lines into escaped paragraphs', () => {
    expect(noteToHtml('要点齐全。\n\n<b>注意</b> 字数 & 格式')).toBe(
      '<p>要点齐全。</p><p>&lt;b&gt;注意&lt;/b&gt; 字数 &amp; 格式</p>',
    );
    expect(noteToHtml('   ')).toBe('');
  });

  it('reads a stored note back as the lines typed, to change it', () => {
    const typed = '要点齐全。\n<b>注意</b> 字数 & 格式';
    expect(noteToText(noteToHtml(typed))).toBe(typed);
    expect(noteToText('')).toBe('');
    expect(noteToText('要点<strong>齐全</strong>')).toBe('要点齐全');
  });
});
