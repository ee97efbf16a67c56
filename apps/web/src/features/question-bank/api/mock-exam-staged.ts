/** POST mockExam/mockExamStaged — shared with the mobile contest page (lib/api/mock-exams). */
export { openMockExamStage } from '../../../lib/api/mock-exams';
