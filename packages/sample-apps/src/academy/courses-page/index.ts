export { ACADEMY_BASE, CoursesPage } from './courses-page';
