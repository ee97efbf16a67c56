/**
 * Test harness of the psychological checks: the three pages under their real paths, so that a
 * test can follow the links between them (the fake API and the rest are in test/app-harness).
 */
import { renderRoutesInApp } from '../../test/app-harness';
import PsychologyTestPage from './pages/psychology-test-page';
import PsychologyTestReportPage from './pages/psychology-test-report-page';
import PsychologyTestTrainingPage from './pages/psychology-test-training-page';

/** Renders the check pages at `path`, with a fresh query cache (as a reload would). */
export function renderPages(path: string): void {
  renderRoutesInApp(
    {
      '/questionBank/psychologyTest': <PsychologyTestPage />,
      '/questionBank/psychologyTestReport': <PsychologyTestReportPage />,
      '/questionBank/psychologyTestTraining': <PsychologyTestTrainingPage />,
    },
    { path, showWhere: true },
  );
}
