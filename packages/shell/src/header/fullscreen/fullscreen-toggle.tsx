import { useTranslation } from 'react-i18next';
import { IconButton } from '@hotel/ui';
import { useFullscreen } from '../../errors/fullscreen';

export interface FullscreenToggleViewProps {
  /** Whether the page is in fullscreen. */
  isFullscreen: boolean;
  /** Called on click. */
  onToggle?: () => void;
  /** Custom icon name; by default arrows out (or in while fullscreen). */
  icon?: string;
  /** Tooltip and accessible name; default 'Toggle Fullscreen'. */
  tooltip?: string;
  className?: string;
}

/** The fullscreen button (pure), tooltip 'Toggle Fullscreen', pressed while fullscreen. */
export function FullscreenToggleView({ isFullscreen, onToggle, icon, tooltip, className }: FullscreenToggleViewProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      data-slot="fullscreen-toggle"
      icon={icon ?? (isFullscreen ? 'heroicons_outline:arrows-pointing-in' : 'heroicons_outline:arrows-pointing-out')}
      label={tooltip ?? t('header.toggleFullscreen')}
      aria-pressed={isFullscreen}
      className={className}
      onClick={onToggle}
    />
  );
}

export type FullscreenToggleProps = Omit<FullscreenToggleViewProps, 'isFullscreen' | 'onToggle'>;

/**
 * The header's fullscreen toggle (Fullscreen API on `<html>`). Unsupported or refused requests log
 * the spec's messages. Hide it below `md` in layouts (fuse: hidden on small screens).
 */
export function FullscreenToggle(props: FullscreenToggleProps) {
  const { isFullscreen, toggle } = useFullscreen();
  return <FullscreenToggleView isFullscreen={isFullscreen} onToggle={() => void toggle()} {...props} />;
}
