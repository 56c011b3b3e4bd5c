import type { DomainModule } from '../../core/module';

/** The domains of navigation, messages, notifications, shortcuts, search, chat, dashboards, activities and icons, keyed by name, in matching order. */
export const commonDomains: Record<string, DomainModule> = {};
