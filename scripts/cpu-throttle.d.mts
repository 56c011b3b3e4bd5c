export declare function cpuThrottleRate(env?: Record<string, string | undefined>): number;
