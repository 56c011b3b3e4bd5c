import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderShellStringsType, SOURCE, TARGET } from './shell-strings-type.mjs';

describe('the ShellStrings type', () => {
  it('is written from the English strings as they are (run `npm run generate:shell-strings`)', () => {
    expect(readFileSync(TARGET, 'utf8')).toBe(renderShellStringsType(JSON.parse(readFileSync(SOURCE, 'utf8'))));
  });

  it('keeps every key, the ones named like globals too', () => {
    const text = renderShellStringsType({ status: { online: 'Online' }, settings: { title: 'Settings' }, 'not-visible': 'x' });
    expect(text).toContain('  status: {\n    /** Online */\n    online: string;\n  };');
    expect(text).toContain('  settings: {');
    expect(text).toContain('  "not-visible": string;');
  });

  it('refuses what is not a string or an object of strings', () => {
    expect(() => renderShellStringsType({ count: 3 })).toThrow(/'count' is neither a string nor an object of strings/);
  });
});
