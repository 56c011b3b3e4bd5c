import type { DomainModule } from '../../core/module';
import { userHandlers } from './handlers';

export const userModule: DomainModule = { handlers: userHandlers, readPaths: ['*/api/common/user'] };
