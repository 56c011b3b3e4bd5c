import type { Server } from 'node:http';
export declare function serveDist(dir?: string, port?: number): Promise<Server>;
