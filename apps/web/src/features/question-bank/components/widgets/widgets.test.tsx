import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FillIn } from './fill-in';
import { MultipleChoose } from './multiple-choose';
import { Sequencing } from './sequencing';
import { SingleChoose } from './single-choose';

afterEach(cleanup);

const options = ['甲', '乙', '丙', '丁'].map((content, index) => ({
  optionHead: String.fromCharCode(65 + index),
  content: `<p>${content}</p>`,
}));

describe('answer widgets', () => {
  it('single choice toggles: choosing the chosen option again clears it', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SingleChoose options={options} value="" onChange={onChange} editable />,
    );
    fireEvent.click(screen.getByRole('radio', { name: '选项B' }));
    expect(onChange).toHaveBeenLastCalledWith('B');
    rerender(<SingleChoose options={options} value="B" onChange={onChange} editable />);
    expect(screen.getByRole('radio', { name: '选项B' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '选项B' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('multiple choice adds and removes letters and reports them sorted', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <MultipleChoose options={options} value="C" onChange={onChange} editable />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '选项A' }));
    expect(onChange).toHaveBeenLastCalledWith('AC');
    rerender(<MultipleChoose options={options} value="AC" onChange={onChange} editable />);
    fireEvent.click(screen.getByRole('checkbox', { name: '选项C' }));
    expect(onChange).toHaveBeenLastCalledWith('A');
  });

  it('fill-in has one input per blank, placeholder 请输入内容, and reports trimmed entries', () => {
    const onChange = vi.fn();
    render(<FillIn answerSize={2} value={['', '']} onChange={onChange} editable />);
    const inputs = screen.getAllByPlaceholderText('请输入内容');
    expect(inputs).toHaveLength(2);
    fireEvent.change(inputs[1]!, { target: { value: '  社会主义 ' } });
    expect(onChange).toHaveBeenLastCalledWith(['', '社会主义']);
    // The learner still sees what they typed, spaces included.
    expect((inputs[1] as HTMLInputElement).value).toBe('  社会主义 ');
  });

  it('sequencing reports comma-separated order numbers with blanks dropped', () => {
    const onChange = vi.fn();
    render(<Sequencing answerSize={4} value="" onChange={onChange} editable />);
    const slots = screen.getAllByRole('textbox');
    fireEvent.change(slots[0]!, { target: { value: '3' } });
    fireEvent.change(slots[2]!, { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith('3,1');
  });

  it('cannot be changed outside edit mode', () => {
    const onChange = vi.fn();
    render(<SingleChoose options={options} value="A" onChange={onChange} editable={false} />);
    fireEvent.click(screen.getByRole('radio', { name: '选项C' }));
    expect(onChange).not.toHaveBeenCalled();
    render(<FillIn answerSize={1} value={['x']} onChange={onChange} editable={false} />);
    expect((screen.getByPlaceholderText('请输入内容') as HTMLInputElement).disabled).toBe(true);
  });

  it('marks the key and a wrong choice in review', () => {
    render(
      <MultipleChoose
        options={options}
        value="AB"
        onChange={() => undefined}
        editable={false}
        keyLetters="AC"
      />,
    );
    expect(screen.getByRole('checkbox', { name: '选项C' }).className).toMatch(/right/);
    expect(screen.getByRole('checkbox', { name: '选项B' }).className).toMatch(/wrong/);
  });
});
