import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/screen-page';
import { messagePageClass } from './message-page.styles';

export interface MessagePageProps {
  readonly title: string;
  readonly children: ReactNode;
  /** What the user can do next, e.g. a link back. */
  readonly action?: ReactNode;
  /** Announce as an alert (errors the user must notice). */
  readonly alert?: boolean;
}

/** A page that tells the user something went wrong and what to do next. */
export function MessagePage({ title, children, action, alert }: MessagePageProps) {
  useDocumentTitle(title);
  return (
    <div className={messagePageClass} role={alert ? 'alert' : undefined}>
      <h1>{title}</h1>
      <div data-message="">{typeof children === 'string' ? <p>{children}</p> : children}</div>
      {action && <div data-action="">{action}</div>}
    </div>
  );
}
