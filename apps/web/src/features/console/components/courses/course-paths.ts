import { pathTo } from '../../../../lib/paths';

export function courseListPath(): string {
  return pathTo('ConsoleCourses');
}

export function newCoursePath(): string {
  return pathTo('ConsoleCourseNew');
}

export function courseEditPath(id: number): string {
  return pathTo('ConsoleCourseEdit', { id });
}
