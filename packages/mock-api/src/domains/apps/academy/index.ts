import { http } from 'msw';
import { sampleApp } from '../../../core/auth';
import { route } from '../../../core/context';
import type { DomainModule } from '../../../core/module';
import { academyHandlers } from './handlers';

const FIRST = 'acade000-0000-4000-8000-000000000001';

/** Academy sample app: `api/apps/academy/*`. */
export const academyModule: DomainModule = sampleApp('Academy', '*/api/apps/academy', {
  handlers: academyHandlers,
  readPaths: ['categories', 'courses', 'courses/course'].map((p) => `*/api/apps/academy/${p}`),
  scenarios: (ctx) => ({
    empty: [http.get('*/api/apps/academy/courses', route(ctx, () => [])), ...academyHandlers(ctx)],
    /** Step content with hostile HTML, for the SafeHtml rendering of the course player. */
    html: academyHandlers(ctx, (content) => `${content}<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad link</a>`),
  }),
  samples: [
    { method: 'GET', path: 'api/apps/academy/categories' },
    { method: 'GET', path: 'api/apps/academy/courses' },
    { method: 'GET', path: 'api/apps/academy/courses/course', query: { id: FIRST } },
    { method: 'PATCH', path: 'api/apps/academy/courses/course', body: { id: FIRST, progress: { currentStep: 3 } } },
  ],
});
