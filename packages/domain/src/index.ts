/**
 * @hotel/domain: the hotel's resources, declared once each. Imports nothing of ours, renders nothing.
 */
export {};
