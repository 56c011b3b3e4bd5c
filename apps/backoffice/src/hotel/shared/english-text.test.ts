import { describe, expect, it } from 'vitest';
import { englishText } from './english-text';

describe('englishText', () => {
  it('answers the text with its placeholders filled, and leaves unknown ones', () => {
    expect(englishText('Open Today')).toBe('Open Today');
    expect(englishText('Room {{room}} of {{ count }}', { room: '101', count: 3 })).toBe('Room 101 of 3');
    expect(englishText('Room {{room}}', {})).toBe('Room {{room}}');
  });
});
