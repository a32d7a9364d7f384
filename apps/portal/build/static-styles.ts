import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The modules that hold static styles (`staticStyle` in `@fobu/ui`), by the end of their names. */
export const STATIC_STYLES_MODULE = /\.styles\.ts$/;

interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function* nodesOf(node: AstNode): Generator<AstNode> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodesOf(child);
  }
}

/**
 * Replaces every `staticStyle('fobu-…', style)` of a static styles module by its class name, the
 * call's first argument, so that the style's object, and what only it imports, are not in the
 * browser's code: its CSS is in the page's stylesheet (`renderGlobalStyles`). Fails on a call
 * whose class name is not a string written in it.
 */
function staticStyleClassNames(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']>; classNames: string[] } {
  const output = new MagicString(code);
  const classNames: string[] = [];
  for (const node of nodesOf(parseAst(code) as unknown as AstNode)) {
    if (node.type !== 'CallExpression' || !isNode(node['callee']) || node['callee']['name'] !== 'staticStyle') continue;
    const [className] = node['arguments'] as AstNode[];
    if (className?.type !== 'Literal' || typeof className['value'] !== 'string') {
      throw new Error(`${id}: staticStyle braucht den Klassennamen als Zeichenkette im Aufruf.`);
    }
    output.overwrite(node.start, node.end, JSON.stringify(className['value']));
    classNames.push(className['value']);
  }
  return { code: output.toString(), map: output.generateMap({ source: id, hires: true }), classNames };
}

/**
 * The browser's build of static styles: class names only (see `staticStyleClassNames`). Fails when
 * a class name is given two styles, since the page's stylesheet would hold only one of them.
 */
export function staticStylesPlugin(): Plugin {
  const modulesByClassName = new Map<string, string>();
  return {
    name: 'fobu-static-styles',
    apply: 'build',
    // After TypeScript is compiled away, so that the module is JavaScript.
    enforce: 'post',
    buildStart() {
      modulesByClassName.clear();
    },
    transform: {
      filter: { id: STATIC_STYLES_MODULE },
      handler(code, id) {
        const { classNames, ...transformed } = staticStyleClassNames(code, id);
        for (const className of classNames) {
          const other = modulesByClassName.get(className);
          if (other !== undefined) this.error(`Die Klasse „${className}“ hat zwei Stile: in ${other} und in ${id}.`);
          modulesByClassName.set(className, id);
        }
        return transformed;
      },
    },
  };
}
