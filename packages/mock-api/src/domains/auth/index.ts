import type { DomainModule } from '../../core/module';
import { authHandlers } from './handlers';

export const authModule: DomainModule = { handlers: authHandlers };
