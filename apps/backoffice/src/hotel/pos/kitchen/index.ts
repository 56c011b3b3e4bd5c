export { KitchenRoute } from './kitchen-route';
export { KitchenScreen, type KitchenScreenProps } from './kitchen-screen';
export { KitchenView, type KitchenViewProps } from './kitchen-view';
export { KitchenTicket, type KitchenTicketProps } from './kitchen-ticket';
export { ageMinutes, formatAge, queueSummary, ticketsOf, urgencyOf, type KitchenTicket as KitchenTicketData, type TicketUrgency } from './kitchen-tickets';
export { useKitchen, type BumpState, type KitchenState } from './use-kitchen';
