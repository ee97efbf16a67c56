import os from 'node:os';
import { BENCH_SECONDS } from './lib/load.ts';
import { benchFoundation } from './foundation.bench.ts';
import { benchNews } from './news.bench.ts';
import { benchVip } from './vip.bench.ts';

/**
 * `npm run bench`: prints speed figures per area (see the README's map). Load and server share this machine,
 * so compare rows of one run with each other rather than with another machine's.
 */
console.log(
  `Shangan benchmarks — Node ${process.version}, ${os.cpus().length} cores, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${BENCH_SECONDS} s per endpoint`,
);
await benchFoundation();
await benchNews();
await benchVip();
await (await import('./question-bank.bench.ts')).benchQuestionBank();
await (await import('./question-import.bench.ts')).benchQuestionImport();
await (await import('./ai-analysis.bench.ts')).benchAiAnalysis();
await (await import('./course-video.ts')).benchCourseVideo();
await (await import('./mock-exams.bench.ts')).benchMockExams();
await (await import('./homework.bench.ts')).benchHomework();
await (await import('./live-chat.bench.ts')).benchLiveChat();
await (await import('./live-media.bench.ts')).benchLiveMedia();
