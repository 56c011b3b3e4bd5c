export { ShiftRoute } from './shift-route';
export { ShiftScreen, type ShiftScreenProps } from './shift-screen';
export { fetchCurrentShift, useCurrentShift } from './use-shift';
