import { pageDocument } from './prerender';

const template = '<html><head><title>Fortbildungsportal</title></head><body><div id="root"></div></body></html>';

describe('pageDocument', () => {
  it('puts the rendered markup into the root and names the page in the title', () => {
    const html = pageDocument(template, '<main><h1>Support</h1></main>', 'Support & Hilfe');
    expect(html).toContain('<div id="root"><main><h1>Support</h1></main></div>');
    expect(html).toContain('<title>Support &amp; Hilfe – Fortbildungsportal Schleswig-Holstein</title>');
  });

  it('refuses a template without an empty root, instead of writing a page without content', () => {
    expect(() => pageDocument('<div id="app"></div>', '<p>x</p>', 'Start')).toThrow(/root/);
  });
});
