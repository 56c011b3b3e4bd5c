import { describe, expect, it } from 'vitest';
import { manifestProblems, packageOf, packFileProblems, specifiersIn, undeclaredImports } from './package-rules.mjs';

const ok = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/index.js', 'dist/index.d.ts', 'dist/images/avatars/female-01.svg'];
const manifest = {
  name: '@hotel/x',
  version: '0.1.0',
  license: 'MIT',
  repository: { type: 'git', url: 'git+https://example.test/x.git' },
  engines: { node: '>=20.19' },
  dependencies: { zod: '^4.6.7', '@hotel/domain': '^0.1.0' },
  peerDependencies: { react: '^19.0.0' },
};

describe('packFileProblems', () => {
  it('accepts dist, README, LICENSE, CHANGELOG and package.json', () => expect(packFileProblems(ok)).toEqual([]));

  it('refuses sources, tests, stories, screenshots and source maps', () => {
    const problems = packFileProblems([...ok, 'src/index.ts', 'dist/index.js.map', 'dist/button.test.js', 'dist/button.stories.js', 'dist/__screenshots__/a.png', 'tsup.config.ts']);
    expect(problems.join('\n')).toMatch(/src\/index\.ts: only dist/);
    expect(problems.join('\n')).toMatch(/tsup\.config\.ts: only dist/);
    expect(problems.join('\n')).toMatch(/index\.js\.map: a source map/);
    expect(problems.join('\n')).toMatch(/button\.test\.js: a test/);
    expect(problems.join('\n')).toMatch(/button\.stories\.js: a test, story/);
    expect(problems.join('\n')).toMatch(/__screenshots__\/a\.png: a test or screenshot folder/);
  });

  it('asks for the LICENSE, the CHANGELOG, the README and dist', () => {
    expect(packFileProblems(['package.json'])).toEqual([
      'README.md is missing from the tarball',
      'LICENSE is missing from the tarball',
      'CHANGELOG.md is missing from the tarball',
      'dist/ is missing from the tarball (build first)',
    ]);
  });
});

describe('manifestProblems', () => {
  const changelog = '# @hotel/x\n\n## 0.1.0\n\n- First.\n';
  it('accepts a complete manifest with caret ranges and a heading for its version', () => expect(manifestProblems(manifest, changelog)).toEqual([]));

  it('refuses a missing repository, engines or license', () => {
    const { repository: _r, engines: _e, license: _l, ...bare } = manifest;
    expect(manifestProblems(bare, changelog)).toEqual(['package.json has no repository', 'package.json has no engines.node', 'package.json has no license']);
  });

  it('refuses runtime dependencies pinned exactly, not ranges', () => {
    const pinned = { ...manifest, dependencies: { zod: '4.6.7', msw: '=3.0.5', jose: '~6.2.17', chart: '>=4 <5', pre: '1.0.0-rc.1' } };
    expect(manifestProblems(pinned, changelog)).toEqual([
      'dependencies.zod is pinned exactly (4.6.7); use a caret range (^4.6.7)',
      'dependencies.msw is pinned exactly (=3.0.5); use a caret range (^3.0.5)',
      'dependencies.pre is pinned exactly (1.0.0-rc.1); use a caret range (^1.0.0-rc.1)',
    ]);
  });

  it('asks for a changelog heading for the version (not only Unreleased)', () => {
    expect(manifestProblems(manifest, '# x\n\n## Unreleased\n\n- A.\n\n## 0.0.9 — 2026-01-01\n')).toEqual(['CHANGELOG.md has no heading for 0.1.0 (what this version ships)']);
    expect(manifestProblems(manifest, '# x\n\n## 0.1.0 — 2026-11-22\n')).toEqual([]);
  });
});

describe('undeclaredImports', () => {
  it('finds static, side-effect, dynamic and type imports of packages', () => {
    const code = `import { a } from 'zod/mini';\nimport 'msw';\nexport * from "@hotel/shell/api";\nconst m = await import('./chunk.js');\nimport { readFileSync } from 'node:fs';\nimport { join } from 'path';`;
    expect(specifiersIn(code).sort()).toEqual(['./chunk.js', '@hotel/shell/api', 'msw', 'node:fs', 'path', 'zod/mini']);
    expect(['zod/mini', '@hotel/shell/api', './chunk.js', 'node:fs', 'path'].map(packageOf)).toEqual(['zod', '@hotel/shell', null, null, null]);
  });

  it('reports a package the manifest does not declare (types included), not its own dependencies or peers', () => {
    const files = {
      'dist/index.d.ts': "import { User } from '@hotel/shell/api';\nimport * as z from 'zod/mini';\nimport { ReactNode } from 'react';",
      'dist/index.js': "import { x } from '@hotel/domain';\nimport '@hotel/x/styles';\nimport 'msw';",
    };
    expect(undeclaredImports(manifest, files)).toEqual([
      'dist/index.d.ts imports @hotel/shell/api, but @hotel/shell is not a dependency or peer dependency',
      'dist/index.js imports msw, but msw is not a dependency or peer dependency',
    ]);
  });
});
