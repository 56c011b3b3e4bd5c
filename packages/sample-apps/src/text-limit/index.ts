export { overLimit, tooLongMessage, useTextLimit } from './text-limit';
