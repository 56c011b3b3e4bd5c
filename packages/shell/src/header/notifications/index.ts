export { Notifications, type NotificationsProps } from './notifications';
export { NotificationsView, type NotificationsViewProps } from './notifications-view';
export { useNotifications } from './use-notifications';
