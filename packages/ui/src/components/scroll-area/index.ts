export { ScrollArea, ScrollBar, type ScrollAreaProps } from './scroll-area';
