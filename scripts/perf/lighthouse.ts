/**
 * Lighthouse's performance category of one page, mobile (its default throttling) and desktop, in a
 * fresh Chromium of its own.
 */
import { chromium, type Page } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/** Scores (0-100), TBT (ms) and CLS of the mobile run, and the desktop score. */
export interface LighthouseScores {
  mobile: number;
  desktop: number;
  tbt: number;
  cls: number;
}

/**
 * Runs Lighthouse on `url`, mobile then desktop. `prepare` runs first in a page of the same browser
 * (to store a session); the storage is then kept for both runs.
 */
export async function lighthouseScores(url: string, prepare?: (page: Page) => Promise<void>): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    if (prepare) {
      const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await cdpBrowser.contexts()[0]!.newPage();
      await prepare(page);
      await page.close();
      await cdpBrowser.close();
    }
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: !!prepare, onlyCategories: ['performance'] };
    const mobile = await lighthouse(url, flags);
    const desktop = await lighthouse(url, flags, desktopConfig);
    const audits = mobile?.lhr.audits ?? {};
    return {
      mobile: Math.round((mobile?.lhr.categories.performance?.score ?? NaN) * 100),
      desktop: Math.round((desktop?.lhr.categories.performance?.score ?? NaN) * 100),
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}
