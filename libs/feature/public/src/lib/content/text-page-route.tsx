import type { PublicPage } from '@fobu/domain';
import type { RouteComponent } from '@fobu/routing';
import { useEffect, useState } from 'react';
import { forgetPrerenderedText, prerenderedText, textPageMarker } from './prerendered-text';
import { StaticText } from './static-text';

/**
 * A text page's route component. The build pre-renders the page from its module (`Page`); a first
 * visit then shows that markup as it is (`StaticText`), without loading the texts again, since
 * nothing in them but their links needs the app. A visit by a link inside the app loads the module,
 * before the router shows the page (`preload`), and renders the same markup from it.
 */
export function textPageRoute(page: PublicPage, Page: RouteComponent): RouteComponent {
  function TextPageRoute() {
    const [html] = useState(() => prerenderedText(page));
    useEffect(forgetPrerenderedText, []);
    if (html !== undefined) return <StaticText page={page} html={html} />;
    return (
      <div {...textPageMarker(page)}>
        <Page />
      </div>
    );
  }
  TextPageRoute.preload = async () => {
    if (prerenderedText(page) === undefined) await Page.preload?.();
  };
  return TextPageRoute;
}
