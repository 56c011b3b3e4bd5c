export { Tabs, TabsContent, TabsList, tabsListVariants, TabsTrigger, type TabsProps } from './tabs';
