import { Fragment, type ReactNode } from 'react';
import { isSafeLink } from '@hotel/ui';

/** A block of the changelog subset of Markdown. */
export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string };

/**
 * Parses the Markdown subset the changelogs use: ATX headings, '-'/'*' lists (continuation lines
 * join the item), fenced code and paragraphs. Everything else is text; nothing becomes HTML.
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (/^```/.test(line)) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !/^```/.test(lines[i] ?? ''); i += 1) code.push(lines[i] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4, text: (heading[2] ?? '').trim() });
      continue;
    }
    const item = /^\s{0,3}[-*]\s+(.*)$/.exec(line);
    if (item) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(item[1] ?? '');
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    if (list && /^\s+/.test(line)) {
      list[list.length - 1] = `${list[list.length - 1] ?? ''} ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Inline Markdown: `code`, **bold**, *emphasis* and [links](url) (safe URLs only), as React nodes. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*]+)\*/g;
  let last = 0;
  let key = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, code, bold, label, href, em] = match;
    if (code !== undefined) nodes.push(<code key={key++} className="rounded bg-hover px-1 py-0.5 font-mono text-[0.85em]">{code}</code>);
    else if (bold !== undefined) nodes.push(<strong key={key++}>{bold}</strong>);
    else if (label !== undefined && href !== undefined)
      nodes.push(
        isSafeLink(href) ? (
          <a key={key++} href={href} className="text-primary underline">
            {label}
          </a>
        ) : (
          <Fragment key={key++}>{label}</Fragment>
        ),
      );
    else if (em !== undefined) nodes.push(<em key={key++}>{em}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
