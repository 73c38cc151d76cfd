import { LockClosedIcon } from '@heroicons/react/24/outline';
import { Button } from './Button.tsx';

export interface ForbiddenProps {
  /** The heading's id, unique on the page: the section is named by it. */
  id: string;
  title: string;
  /** Why the screen is not this user's (said to a screen reader at once). */
  message: string;
  /** A way out, when the screen offers one. */
  back?: { label: string; onClick: () => void };
}

/**
 * A screen refused to the signed-in user (a typed URL; the drawer hides the link): what it is, why, and nothing of
 * the screen's own (its data is never read).
 */
export function Forbidden({ id, title, message, back }: ForbiddenProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <LockClosedIcon aria-hidden="true" className="size-10 text-ink-muted" />
      <h1 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h1>
      <p role="alert" className="max-w-sm text-sm text-ink-muted">
        {message}
      </p>
      {back && (
        <Button variant="secondary" onClick={back.onClick}>
          {back.label}
        </Button>
      )}
    </section>
  );
}
