import { cleanup, render, screen } from '@testing-library/react';
import type { LectureItem } from '@shangan/shared/contracts/video-teaching/lectures';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LectureCard } from './lecture-card';

afterEach(cleanup);

const lecture = (changes: Partial<LectureItem> = {}): LectureItem => ({
  id: 7,
  title: '逻辑填空：从语境关键词锁定答案',
  teacherName: '许明远',
  teacherTitle: '行测言语理解主讲',
  subjectId: 1,
  subjectName: '行测',
  moduleName: '言语理解与表达',
  knowledgePoint: { id: 3, name: '逻辑填空' },
  questionId: 15,
  questionSummary: '面对复杂多变的形势，我们既要保持战略定力……',
  durationSeconds: 40,
  trialSeconds: 15,
  lockState: 'locked',
  unlockedAt: null,
  progress: null,
  ...changes,
});

const show = (item: LectureItem) =>
  render(
    <MemoryRouter>
      <LectureCard lecture={item} />
    </MemoryRouter>,
  );

describe('LectureCard', () => {
  it('links to the lecture and says what it explains, who teaches and how long it is', () => {
    show(lecture());
    const link = screen.getByRole('link', { name: '逻辑填空：从语境关键词锁定答案' });
    expect(link.getAttribute('href')).toBe('/questionBank/lectureDetail?id=7');
    expect(screen.getByText('40秒')).toBeTruthy();
    expect(screen.getByText('许明远 · 行测言语理解主讲')).toBeTruthy();
    expect(screen.getByText('行测 · 逻辑填空')).toBeTruthy();
    expect(screen.getByText('面对复杂多变的形势，我们既要保持战略定力……')).toBeTruthy();
  });

  it('shows the trial of a locked lecture, and an unlocked or VIP one as open', () => {
    show(lecture());
    expect(screen.getByText('可试看15秒')).toBeTruthy();
    cleanup();
    show(lecture({ lockState: 'unlocked', unlockedAt: '2026-05-01T00:00:00Z' }));
    expect(screen.getByText('已解锁')).toBeTruthy();
    expect(screen.queryByText(/可试看/)).toBeNull();
    cleanup();
    show(lecture({ lockState: 'vip' }));
    expect(screen.getByText('VIP畅看')).toBeTruthy();
  });

  it('shows how far the person watched', () => {
    show(lecture({ lockState: 'unlocked', progress: { watchedSeconds: 80, completed: false } }));
    expect(screen.getByText('已看1分20秒')).toBeTruthy();
    cleanup();
    show(lecture({ lockState: 'unlocked', progress: { watchedSeconds: 40, completed: true } }));
    expect(screen.getByText('已学完')).toBeTruthy();
  });
});
