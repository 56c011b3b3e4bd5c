import type { AcademyCourse } from '../api/academy';

/** The list filters, as the URL holds them. */
export interface CourseFilters {
  /** Category slug, or 'all'. */
  category: string;
  /** Matched against title, description and category (case-insensitive). */
  search: string;
  /** Keep only courses never completed (`progress.completed === 0`). */
  hideCompleted: boolean;
}

/** The courses that pass the filters, in the given order. */
export function filterCourses(courses: AcademyCourse[], { category, search, hideCompleted }: CourseFilters): AcademyCourse[] {
  const needle = search.trim().toLocaleLowerCase();
  return courses.filter(
    (course) =>
      (category === 'all' || course.category === category) &&
      (!hideCompleted || course.progress.completed === 0) &&
      (!needle ||
        course.title.toLocaleLowerCase().includes(needle) ||
        course.description.toLocaleLowerCase().includes(needle) ||
        course.category.toLocaleLowerCase().includes(needle)),
  );
}

/** The card's action: 'Start' (never started), 'Continue' (in progress) or 'Start again' (completed). */
export function courseAction(course: AcademyCourse): 'Start' | 'Continue' | 'Start again' {
  if (course.progress.completed > 0 && course.progress.currentStep === 0) return 'Start again';
  if (course.progress.currentStep > 0) return 'Continue';
  return course.progress.completed > 0 ? 'Start again' : 'Start';
}

/** Percent of the course done: the step reached over the steps (100 when completed and not restarted). */
export function coursePercent(course: AcademyCourse): number {
  if (course.progress.completed > 0 && course.progress.currentStep === 0) return 100;
  return course.totalSteps > 0 ? Math.round((course.progress.currentStep / course.totalSteps) * 100) : 0;
}
