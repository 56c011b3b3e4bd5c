export { TodayScreen, type TodayScreenProps } from './today-screen';
export { TodayList, type TodayListProps } from './today-list';
export { useToday, type StayActionState, type TodayState } from './use-today';
