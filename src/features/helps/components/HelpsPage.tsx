import { ChevronDownIcon, FilmIcon, PlayCircleIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Help } from '../../../api/schemas/s2.ts';
import { HELP_VIDEO_HEIGHT, HELP_VIDEO_WIDTH, helpVideoEmbedUrl } from '../../../lib/help-video.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ResourceState, type ReadState } from '../../../ui/ResourceState.tsx';

/**
 * Where a player points: `embed` is the video host (production); `placeholder` is a frame drawn in place, with no
 * address, for the sandbox, which must not reach the internet (docs/decisions.md, Help videos).
 */
export type HelpPlayerMode = 'embed' | 'placeholder';

export interface HelpsPageProps {
  /** The help videos by title; null before the first read. */
  helps: readonly Help[] | null;
  read: ReadState;
  player: HelpPlayerMode;
}

/**
 * S3 §2.7 /helps: an accordion of the help videos, each with its title and description, opening an embedded player
 * built from its video code, 700 by 500 (S3 §9). One item is open at a time, and a player exists only while its
 * item is open: nothing is loaded from the video host before the user asks, and closing an item stops its video.
 */
export function HelpsPage({ helps, read, player }: HelpsPageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="helps-title"
      className="flex h-full min-h-0 flex-col gap-4 overflow-y-auto p-4 sm:p-6"
    >
      <header className="flex flex-col gap-1">
        <h1 id="helps-title" className="text-xl font-semibold text-ink">
          {t('helps:title')}
          {helps !== null && <span className="ml-2 text-ink-muted tabular-nums">({helps.length})</span>}
        </h1>
        <p className="text-sm text-ink-muted">{t('helps:intro')}</p>
      </header>
      <ResourceState
        status={helps !== null ? 'success' : read.status}
        isEmpty={helps !== null && helps.length === 0}
        {...(read.error === undefined ? {} : { error: read.error })}
        onRetry={read.onRetry}
        retrying={read.retrying ?? false}
        empty={<EmptyState icon={<FilmIcon />} title={t('helps:empty')} description={t('helps:emptyHint')} />}
        className="rounded-xl border border-line bg-surface"
      >
        {helps !== null && (
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
            {helps.map((help) => (
              <HelpItem
                key={help.id}
                help={help}
                open={open === help.id}
                onToggle={() => setOpen((current) => (current === help.id ? null : help.id))}
                player={player}
              />
            ))}
          </ul>
        )}
      </ResourceState>
    </section>
  );
}

function HelpItem({
  help,
  open,
  onToggle,
  player,
}: {
  help: Help;
  open: boolean;
  onToggle: () => void;
  player: HelpPlayerMode;
}) {
  const id = useId();
  return (
    <li>
      <h2>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-ink/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
        >
          <PlayCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium text-ink">{help.title}</span>
            {help.description !== '' && (
              <span className={clsx('text-sm text-ink-muted', !open && 'line-clamp-1')}>
                {help.description}
              </span>
            )}
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className={clsx(
              'mt-0.5 size-5 shrink-0 text-ink-muted transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h2>
      {open && (
        <div
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-button`}
          className="overflow-x-auto px-4 pt-1 pb-4"
        >
          <HelpPlayer help={help} mode={player} />
        </div>
      )}
    </li>
  );
}

/** The player of one help: 700 by 500 (S3 §9), narrower screens keep the proportion. */
function HelpPlayer({ help, mode }: { help: Help; mode: HelpPlayerMode }) {
  const { t } = useTranslation();
  const src = helpVideoEmbedUrl(help.video);
  if (src === null)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('helps:noVideo')}
      </p>
    );
  const title = t('helps:player', { title: help.title });
  const common = {
    width: HELP_VIDEO_WIDTH,
    height: HELP_VIDEO_HEIGHT,
    className: 'block aspect-[7/5] h-auto max-w-full rounded-lg border border-line bg-black',
  };
  if (mode === 'placeholder')
    return (
      <iframe
        title={title}
        {...common}
        srcDoc={placeholderDocument(t('helps:sandboxPlayer', { code: help.video }))}
      />
    );
  return (
    <iframe
      title={title}
      {...common}
      src={src}
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * The sandbox's frame: plain HTML with no script, style or address (it inherits the app's policy), so it loads
 * nothing. Presentational attributes give it the player's dark look.
 */
function placeholderDocument(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="pt"><body bgcolor="#111111" text="#e5e5e5"><table width="100%" height="100%"><tr><td align="center"><font face="sans-serif">${escaped}</font></td></tr></table></body></html>`;
}
