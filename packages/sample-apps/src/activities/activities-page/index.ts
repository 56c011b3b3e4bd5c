export { ActivitiesPage, dayKey, groupByDay } from './activities-page';
