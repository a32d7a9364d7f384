import { keepEarlyClicks } from './early-clicks';

/** The pre-rendered page, then the app's own render of the same markup, as boot.tsx does it. */
function prerenderedPage(): HTMLElement {
  document.documentElement.removeAttribute('data-portal');
  document.body.innerHTML =
    '<div id="root"><header><button>Hell</button><button>Anmelden</button></header><main><button>Anmelden</button></main></div>';
  return document.getElementById('root') as HTMLElement;
}

function appTakesOver(root: HTMLElement, clicked: string[]): void {
  // A fresh render: new elements with the same markup.
  root.replaceChildren(...[...root.childNodes].map((node) => node.cloneNode(true)));
  root
    .querySelectorAll('button')
    .forEach((button, index) => button.addEventListener('click', () => clicked.push(`${index}:${button.textContent}`)));
  document.documentElement.dataset['portal'] = 'bereit';
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepEarlyClicks', () => {
  it('gives a click on a pre-rendered button to the same button once the app runs', async () => {
    const root = prerenderedPage();
    keepEarlyClicks(root);
    root.querySelectorAll('button')[2].click();
    const clicked: string[] = [];
    appTakesOver(root, clicked);
    await settled();
    expect(clicked).toEqual(['2:Anmelden']);
  });

  it('replays nothing when nothing was clicked, and only once', async () => {
    const root = prerenderedPage();
    keepEarlyClicks(root);
    const clicked: string[] = [];
    appTakesOver(root, clicked);
    await settled();
    root.querySelectorAll('button')[1].click();
    await settled();
    expect(clicked).toEqual(['1:Anmelden']);
  });

  it('ignores clicks outside buttons', async () => {
    const root = prerenderedPage();
    keepEarlyClicks(root);
    root.querySelector('header')?.click();
    const clicked: string[] = [];
    appTakesOver(root, clicked);
    await settled();
    expect(clicked).toEqual([]);
  });
});
