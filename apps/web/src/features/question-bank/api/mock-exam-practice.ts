/** POST mockExam/mockExamPractice — shared with the mobile contest page (lib/api/mock-exams). */
export { openMockExamPractice } from '../../../lib/api/mock-exams';
