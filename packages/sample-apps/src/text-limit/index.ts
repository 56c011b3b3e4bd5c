export { LimitedInput, type LimitedInputProps } from './limited-input';
export { overLimit, tooLongMessage, useTextLimit } from './text-limit';
