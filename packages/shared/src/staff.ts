/**
 * People's roles beyond learner, shared by the server (which decides) and the console (which
 * shows each person only the sections their roles open). 'admin' may do anything.
 */
export const STAFF_ROLES = [
  'grader',
  'teacher',
  'editor',
  'staff',
  'service',
  'finance',
  'admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  grader: '申论批改',
  teacher: '授课老师',
  editor: '内容编辑',
  staff: '仓储发货',
  service: '客服',
  finance: '财务',
  admin: '管理员',
};

/** Whether someone holding `held` may use what `allowed` opens (an admin may use everything). */
export function rolesAllow(held: readonly string[], allowed: readonly StaffRole[]): boolean {
  return held.includes('admin') || held.some((role) => allowed.includes(role as StaffRole));
}

/**
 * The console's sections and the roles that open them (besides admin): the endpoints of a
 * section name these roles in their contracts, and the console's menu shows a section only to
 * people holding one, so the two cannot disagree.
 */
export const CONSOLE_SECTION_ROLES = {
  dashboard: [],
  feedback: ['service'],
  messages: ['service'],
  audit: [],
  people: [],
  settings: [],
  questionImport: ['teacher', 'editor'],
  papers: ['teacher', 'editor'],
  catalogues: ['teacher', 'editor'],
  questions: ['teacher', 'editor'],
  mockExams: ['teacher', 'editor'],
  orders: ['finance', 'staff', 'service'],
  articles: ['editor'],
  grading: [],
  courses: ['teacher', 'editor'],
  jobs: [],
  goods: ['staff'],
  // Booking times are set by whoever runs the coaching: teaching staff and the shop's.
  coaching: ['teacher', 'staff'],
  coupons: ['finance'],
  siteContent: ['editor'],
  columns: ['editor'],
  topics: ['editor'],
  vip: ['finance'],
  enlistment: ['editor', 'staff'],
  experienceCards: ['finance', 'service'],
  // Linking an account to a profile lets it teach that profile's courses: not for teachers.
  teachers: ['editor'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsoleSection = keyof typeof CONSOLE_SECTION_ROLES;
