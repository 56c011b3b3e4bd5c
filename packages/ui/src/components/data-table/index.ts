export { DataTable, type DataTableLabels, type DataTableProps } from './data-table';
