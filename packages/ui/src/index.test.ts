import { expect, it } from 'vitest';
import * as ui from './index';

/** Changing the public API must be a visible decision: update the snapshot in the same commit. */
it('exports exactly the public API', () => {
  expect(Object.keys(ui).sort()).toMatchSnapshot();
});
