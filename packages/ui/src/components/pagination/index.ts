export { Pagination, type PaginationLabels, type PaginationProps } from './pagination';
