export declare const WAIT_TIMEOUT: number;
export declare const POLL_TIMEOUT: number;
export declare const TEST_TIMEOUT: number;
export declare const HOOK_TIMEOUT: number;
export declare const E2E_TIMEOUTS: {
  expect: number;
  action: number;
  navigation: number;
  test: number;
  page: number;
  server: number;
};
