export { Chart, type ChartProps, type ChartSeries } from './chart';
