import type { Server } from 'node:http';
export declare function serveDist(dir?: string, port?: number): Promise<Server>;
/** The headers of a `_headers` file for every path (`/*`); none when the file is missing. */
export declare function readHeadersFile(file: string): Record<string, string>;
