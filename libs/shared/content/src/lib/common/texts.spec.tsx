import { TENANTS, type Tenant } from '@fobu/domain';
import { UiProvider } from '@fobu/ui';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AccessibilityStatement } from '../accessibility/accessibility-statement';
import { DownloadList } from '../downloads/download-list';
import { EasyLanguage } from '../easy-language/easy-language';
import { Imprint } from '../imprint/imprint';
import { PrivacyStatement } from '../privacy/privacy-statement';
import { FaqList } from '../support/faq-list';
import { ContentLinkProvider } from './content-link';
import { TENANT_DETAILS } from './tenant-details';

const TEXTS: Record<string, ComponentType<{ tenant: Tenant }>> = {
  AccessibilityStatement,
  DownloadList,
  EasyLanguage,
  Imprint,
  PrivacyStatement,
  FaqList,
};

function renderText(Text: ComponentType<{ tenant: Tenant }>, tenant: Tenant) {
  return render(
    <UiProvider>
      <ContentLinkProvider render={(target, children) => <a href={`/${tenant}/${target}`}>{children}</a>}>
        <Text tenant={tenant} />
      </ContentLinkProvider>
    </UiProvider>,
  ).container;
}

const BLOCKS = new Set(['P', 'LI', 'H2', 'H3', 'DT', 'DD', 'DIV', 'SECTION', 'ADDRESS', 'BR', 'UL', 'OL', 'SUMMARY', 'DETAILS']);

/** The text as a reader sees it: blocks apart, inline parts as they are joined. */
function readableText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const inner = [...node.childNodes].map(readableText).join('');
  return node instanceof Element && BLOCKS.has(node.tagName) ? ` ${inner} ` : inner;
}

describe('the texts', () => {
  for (const [name, Text] of Object.entries(TEXTS)) {
    for (const tenant of TENANTS) {
      it(`${name} (${tenant}): no glued words, headings in order, links only to pages of this tenant`, () => {
        const container = renderText(Text, tenant);
        const text = readableText(container);
        // JSX drops the space at a line break next to an expression: "des IQSHeinschließlich".
        expect(text).not.toMatch(/(IQSH|SHIBB)[a-zäöü]/);
        expect(text).not.toMatch(/[a-zäöüß]{2}[.,;:][A-ZÄÖÜ][a-zäöü]/);
        // After "Das", the adjective declines: "Das Schleswig-Holsteinische Institut".
        expect(text).not.toMatch(/Das Schleswig-Holsteinisches/);
        const levels = [...container.querySelectorAll('h2, h3')].map((heading) => Number(heading.tagName[1]));
        levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 2)).toBeLessThanOrEqual(1));
        for (const link of container.querySelectorAll('a[href^="/"]'))
          expect(link.getAttribute('href')).toMatch(new RegExp(`^/(${tenant}|downloads/${tenant})/`));
      });
    }
  }

  it('names each tenant’s own institute and seat', () => {
    for (const tenant of TENANTS) {
      const text = renderText(Imprint, tenant).textContent ?? '';
      expect(text).toContain(TENANT_DETAILS[tenant].name);
      expect(text).toContain(TENANT_DETAILS[tenant].address.street);
    }
  });
});
