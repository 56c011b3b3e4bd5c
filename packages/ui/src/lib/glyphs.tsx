import type * as React from 'react';

/**
 * Tiny inline SVG glyphs used inside @hotel/ui primitives (chevrons, check, close, sort arrows).
 * They are decorative (`aria-hidden`) and draw with `currentColor`, so they follow the text colour.
 * Apps should use the Icon component; these exist so primitives need no icon set at run time.
 */
type GlyphProps = React.ComponentProps<'svg'>;

function makeGlyph(name: string, path: React.ReactNode, viewBox = '0 0 24 24') {
  function Glyph({ className, ...props }: GlyphProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={viewBox}
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-slot="glyph"
        data-glyph={name}
        className={className ?? 'size-4'}
        {...props}
      >
        {path}
      </svg>
    );
  }
  Glyph.displayName = `Glyph(${name})`;
  return Glyph;
}

const ChevronDownGlyph = makeGlyph('chevron-down', <path d="m6 9 6 6 6-6" />);
const ChevronUpGlyph = makeGlyph('chevron-up', <path d="m18 15-6-6-6 6" />);
/** Points to the inline end; flip it in RTL with `rtl:rotate-180`. */
const ChevronRightGlyph = makeGlyph('chevron-right', <path d="m9 18 6-6-6-6" />);
/** Points to the inline start; flip it in RTL with `rtl:rotate-180`. */
const ChevronLeftGlyph = makeGlyph('chevron-left', <path d="m15 18-6-6 6-6" />);
const CheckGlyph = makeGlyph('check', <path d="M20 6 9 17l-5-5" />);
const XGlyph = makeGlyph('x', <path d="M18 6 6 18M6 6l12 12" />);
const MinusGlyph = makeGlyph('minus', <path d="M5 12h14" />);
const DotGlyph = makeGlyph('dot', <circle cx="12" cy="12" r="4" fill="currentColor" stroke="none" />);
const ArrowUpGlyph = makeGlyph('arrow-up', <path d="M12 19V5m-7 7 7-7 7 7" />);
const ArrowDownGlyph = makeGlyph('arrow-down', <path d="M12 5v14m7-7-7 7-7-7" />);
const ArrowUpDownGlyph = makeGlyph('arrow-up-down', <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
const WarnGlyph = makeGlyph(
  'warn',
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
const InfoGlyph = makeGlyph(
  'info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
const CheckCircleGlyph = makeGlyph(
  'check-circle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export {
  ArrowDownGlyph,
  ArrowUpDownGlyph,
  ArrowUpGlyph,
  CheckCircleGlyph,
  CheckGlyph,
  ChevronDownGlyph,
  ChevronLeftGlyph,
  ChevronRightGlyph,
  ChevronUpGlyph,
  DotGlyph,
  InfoGlyph,
  MinusGlyph,
  WarnGlyph,
  XGlyph,
  type GlyphProps,
};
