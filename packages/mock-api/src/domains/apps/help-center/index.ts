import { http } from 'msw';
import { sampleApp } from '../../../core/auth';
import { route } from '../../../core/context';
import type { DomainModule } from '../../../core/module';
import { helpCenterHandlers } from './handlers';

const HOSTILE = `<h2>Hostile content</h2><p>Kept: <strong>bold</strong> and <a href="https://example.com">a safe link</a>.</p>
<p>Dropped: <a href="javascript:alert(1)">a javascript: link</a>, <img src="x" onerror="alert(1)">, <script>alert(1)</script>
<iframe src="https://example.com"></iframe><svg onload="alert(1)"></svg></p>`;

/** Help centre sample app: `api/apps/help-center/*`. */
export const helpCenterModule: DomainModule = sampleApp('Help Center', '*/api/apps/help-center', {
  handlers: (ctx) => helpCenterHandlers(ctx),
  readPaths: ['faqs', 'guides', 'guide'].map((p) => `*/api/apps/help-center/${p}`),
  scenarios: (ctx) => ({
    empty: [
      ...['faqs', 'guides'].map((p) => http.get(`*/api/apps/help-center/${p}`, route(ctx, () => []))),
      http.get('*/api/apps/help-center/guide', route(ctx, () => null)),
    ],
    html: helpCenterHandlers(ctx, async () => HOSTILE),
    longText: helpCenterHandlers(ctx, async () => `<h2>${'A heading that is much longer than it should be '.repeat(4)}</h2>${'<p>A long paragraph of text. </p>'.repeat(300)}<pre><code>${'const x = 1; '.repeat(100)}</code></pre>`),
  }),
  samples: [
    { method: 'GET', path: 'api/apps/help-center/faqs' },
    { method: 'GET', path: 'api/apps/help-center/guides', query: { limit: '4' } },
    { method: 'GET', path: 'api/apps/help-center/guide', query: { categorySlug: 'getting-started', guideSlug: 'what-is-this-app' } },
  ],
});
