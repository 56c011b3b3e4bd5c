import { expect, it } from 'vitest';
import * as mockApi from '../index';
import * as browser from '../browser';
import * as inPage from '../in-page';
import * as node from '../node';

/** Changing the public API must be a visible decision: update the snapshot in the same commit. */
it('exports exactly the public API of each entry point', () => {
  expect({
    '.': Object.keys(mockApi).sort(),
    './browser': Object.keys(browser).sort(),
    './in-page': Object.keys(inPage).sort(),
    './node': Object.keys(node).sort(),
  }).toMatchSnapshot();
});
