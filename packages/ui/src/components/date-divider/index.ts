export { DateDivider, type DateDividerProps } from './date-divider';
