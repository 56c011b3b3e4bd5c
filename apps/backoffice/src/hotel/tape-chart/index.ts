export { TapeChart, geometryOf, type TapeChartProps } from './tape-chart';
export { TapeChartRoute } from './tape-chart-route';
export { TapeGrid, type TapeGridProps } from './tape-grid';
