import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, renderInline } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, lists with continuation lines, paragraphs and code', () => {
    const blocks = parseMarkdown('# @hotel/ui\n\n## 0.1.0 — 2026-11-22\n\n- First\n  continued\n- Second\n\nA paragraph\non two lines.\n\n```\nnpm test\n```\n');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: '@hotel/ui' },
      { kind: 'heading', level: 2, text: '0.1.0 — 2026-11-22' },
      { kind: 'list', items: ['First continued', 'Second'] },
      { kind: 'paragraph', text: 'A paragraph on two lines.' },
      { kind: 'code', text: 'npm test' },
    ]);
  });

  it('answers nothing for an empty file', () => {
    expect(parseMarkdown('')).toEqual([]);
  });
});

describe('renderInline', () => {
  it('renders code, bold and safe links, and leaves markup as text', () => {
    render(<p>{renderInline('Use `Button` **now**, see [docs](https://example.com) and <b>raw</b>')}</p>);
    expect(screen.getByText('Button').tagName).toBe('CODE');
    expect(screen.getByText('now').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByText(/<b>raw<\/b>/)).toBeInTheDocument();
  });

  it('drops a javascript: link to its text', () => {
    render(<p>{renderInline('[click](javascript:alert(1))')}</p>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
