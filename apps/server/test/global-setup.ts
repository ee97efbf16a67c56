import type { TestProject } from 'vitest/node';
import { disposeTestRun, newTestRun } from './test-run.ts';

/**
 * Names the run's database templates (built by the first test that needs one, see templates.ts)
 * and deletes them at the end. A rerun in watch mode gets new ones: the code it tests may have
 * changed the migrations or the demo content.
 */
export default function setup(project: TestProject): () => Promise<void> {
  let run = newTestRun();
  project.provide('shanganTestRun', run);
  project.onTestsRerun(async () => {
    await disposeTestRun(run);
    run = newTestRun();
    project.provide('shanganTestRun', run);
  });
  return () => disposeTestRun(run);
}
