import type { PublicPage } from '@fobu/domain';
import type { RouteComponent } from '@fobu/routing';
import { useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { forgetPrerenderedText, prerenderedText, textPageMarker } from './prerendered-text';
import { StaticText } from './static-text';

/** Where the reader was in the pre-rendered form when its page's module arrived. */
interface FormResume {
  readonly formIndex: number;
  readonly sent: boolean;
  readonly focusedId: string | undefined;
  /** The questions the reader has opened (`details`, by their ids). */
  readonly openedIds: readonly string[];
}

/**
 * A page with a form (support, feedback). Like a text page (`textPageRoute`), its first visit shows
 * the pre-rendered markup as it is; the module, with the form's checks and the service call, loads
 * when the reader begins to use the form (a field gets focus, or the form is sent). The page is
 * then rendered from it, with what was typed (`useMessageForm` reads the document's fields), the
 * focus where it was, the questions the reader opened still open, and a form sent meanwhile sent again.
 */
export function formPageRoute(page: PublicPage, Page: RouteComponent): RouteComponent {
  function FormPageRoute() {
    const [html] = useState(() => prerenderedText(page));
    const [resume, setResume] = useState<FormResume>();
    const pending = useRef({ loading: false, sent: false });
    useEffect(forgetPrerenderedText, []);
    if (html === undefined || resume) return <LivePage page={page} resume={resume} Page={Page} />;
    const wake = async (event: SyntheticEvent, sent: boolean) => {
      const form = (event.target as Element).closest('form');
      if (!form) return;
      // The browser would send the form itself, to the page's own address.
      if (sent) event.preventDefault();
      pending.current.sent ||= sent;
      if (pending.current.loading) return;
      pending.current.loading = true;
      await Page.preload?.();
      // Synchronously: what is read here (focus, open questions) and what the form reads from the
      // fields must be the document's state when the module's page replaces it; a keystroke or a
      // move to the next field between a scheduled render and this read would otherwise be lost.
      flushSync(() =>
        setResume({
          formIndex: [...document.forms].indexOf(form),
          sent: pending.current.sent,
          focusedId: document.activeElement?.id || undefined,
          openedIds: [...document.querySelectorAll('details[open]')].map((details) => details.id),
        }),
      );
    };
    return <StaticText page={page} html={html} onFocus={(event) => void wake(event, false)} onSubmit={(event) => void wake(event, true)} />;
  }
  FormPageRoute.preload = async () => {
    if (prerenderedText(page) === undefined) await Page.preload?.();
  };
  return FormPageRoute;
}

function LivePage({ page, resume, Page }: { page: PublicPage; resume: FormResume | undefined; Page: RouteComponent }) {
  // Before the browser paints the page from the module, so that keyboard and screen reader stay in the field.
  useLayoutEffect(() => {
    if (!resume) return;
    for (const id of resume.openedIds) document.getElementById(id)?.setAttribute('open', '');
    if (resume.focusedId) document.getElementById(resume.focusedId)?.focus();
    if (resume.sent) document.forms[resume.formIndex]?.requestSubmit();
  }, [resume]);
  return (
    <div {...textPageMarker(page)}>
      <Page />
    </div>
  );
}
