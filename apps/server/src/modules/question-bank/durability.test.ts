import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealServer } from '../../../test/real-server.ts';

/**
 * Nothing acknowledged is lost: answers the server confirmed survive the server process being
 * killed outright (SIGKILL, no shutdown), because each save is a committed transaction before
 * the reply leaves. Runs the real server on the embedded database, as `npm start` would.
 */
describe('answers survive a killed server', () => {
  const server = new RealServer();

  const json = async <T>(res: Response) => (await res.json()) as { code: number; data: T };

  beforeAll(() => server.start(), 90_000);
  afterAll(() => server.close());

  it('keeps every acknowledged answer and the attempt across SIGKILL', async () => {
    const login = await json<{ token: string }>(
      await fetch(`${server.base}/api/v1/pc/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: '1', account: '13800000001', password: 'shangan123' }),
      }),
    );
    const token = login.data.token;
    const session = await json<{
      exercise: { id: number };
      questions: Array<{ id: number; questionTypeCode: string }>;
    }>(
      await fetch(`${server.base}/gxw-web-student/historyPaper/paperQuestions?paperId=1`, {
        headers: { token },
      }),
    );
    const singles = session.data.questions
      .filter((q) => q.questionTypeCode === 'single_choose')
      .slice(0, 5);
    expect(singles.length).toBe(5);
    const acknowledged: number[] = [];
    for (const [index, question] of singles.entries()) {
      const reply = await json<{ saved: number }>(
        await fetch(`${server.base}/gxw-web-student/historyPaper/submitAnswer`, {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({
            exerciseId: session.data.exercise.id,
            answers: [{ questionId: question.id, answer: 'ABCD'[index % 4] }],
            currentIndex: index,
          }),
        }),
      );
      if (reply.code === 200 && reply.data.saved === 1) acknowledged.push(question.id);
    }
    expect(acknowledged).toHaveLength(5);

    await server.kill();
    await server.start();

    const again = await json<{
      exercise: { id: number; currentIndex: number };
      userAnswers: Array<{ questionId: number; answer: string }>;
    }>(
      await fetch(`${server.base}/gxw-web-student/historyPaper/paperQuestions?paperId=1`, {
        headers: { token },
      }),
    );
    expect(again.data.exercise).toMatchObject({ id: session.data.exercise.id, currentIndex: 4 });
    expect(again.data.userAnswers.map((a) => a.questionId).sort()).toEqual(
      [...acknowledged].sort(),
    );
  }, 120_000);
});
