import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';

/**
 * The texts a person reads, found in the source (docs/decisions/059-one-language.md): what the web app
 * shows (JSX text, the attributes people read or hear, toasts, labels and messages in objects) and what
 * the API and the shared schemas answer (AppError messages, validation messages). Each keeps its place,
 * so the language test can say where an English text sits. Log lines, class names, keys and URLs are not
 * in these places, so they are not read.
 */
export interface ShownText {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value people read or hear. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'heading',
  'emptyText',
  'empty',
  'hint',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'busyLabel',
  'message',
  'text',
  'prefix',
  'success',
  'failure',
]);

/** Object keys whose string value is shown (labels of a map, messages of a rule). */
const READ_KEYS = new Set([
  'label',
  'title',
  'message',
  'description',
  'placeholder',
  'emptyText',
  'heading',
  'hint',
  'error',
  'confirmLabel',
  'submitLabel',
  // A table column's heading; what a confirmed action says when it worked or failed.
  'header',
  'success',
  'failure',
]);

/** Calls whose string argument is shown: toasts and the API's errors (the argument's index). */
const SHOWN_CALLS: Record<string, number> = {
  toast: 0,
  'toast.success': 0,
  'toast.error': 0,
  'toast.info': 0,
  'toast.warning': 0,
  'toast.message': 0,
  AppError: 1,
  'AppError.validation': 0,
  'AppError.notFound': 0,
  'AppError.conflict': 0,
  'AppError.forbidden': 0,
  'AppError.unauthorized': 0,
  'AppError.rateLimited': 0,
  'AppError.unavailable': 0,
  sendError: 2,
  // The web's toasts of an action: a failure's prefix; the success and failure of runWithToasts.
  toastFailure: 0,
  // The one id schema takes the message of its refusal; a multipart form names what it carries.
  idSchema: 0,
  readMultipartForm: 2,
};

/** zod's checks take their message as the last argument. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'date',
  'datetime',
  'url',
]);

/** A constant named for a text (`AUTH_TEXT`, `STOPPING_TEXT`, `SEARCH_TOO_LONG_MESSAGE`): every string in it is shown. */
const TEXT_CONSTANT = /(^|_)(TEXT|MESSAGE)$/;

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

function calleeName(node: Node): string | null {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'MemberExpression' && !node.computed) {
    const property = (node.property as Node).name as string;
    const object = calleeName(node.object as Node);
    return object ? `${object}.${property}` : `.${property}`;
  }
  return null;
}

/** A file's constants that hold a text: `const NOT_FOUND = 'Product not found'`, by name. */
type Constants = Map<string, Node>;

/**
 * The texts a value can be: a string or template literal (`${x}` written `{}`), both sides of `a ? b : c`,
 * and the text of a constant of the same file that it names (`AppError.notFound(PRODUCT_NOT_FOUND)`).
 */
function literalTexts(node: Node | null | undefined, constants: Constants = new Map()): string[] {
  if (!node) return [];
  const texts = (n: unknown) => literalTexts(n as Node, constants);
  switch (node.type) {
    case 'StringLiteral':
      return [node.value as string];
    case 'TemplateLiteral':
      return [(node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('{}')];
    case 'ConditionalExpression':
      return [...texts(node.consequent), ...texts(node.alternate)];
    case 'LogicalExpression':
      return [...texts(node.left), ...texts(node.right)];
    case 'Identifier': {
      const value = constants.get(node.name as string);
      // A constant named for a text is read where it is declared; read here, it would count twice.
      return value && !TEXT_CONSTANT.test(node.name as string) ? literalTexts(value) : [];
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return texts(node.expression);
    default:
      return [];
  }
}

function walk(node: unknown, visit: (n: Node, parent: Node | null) => void, parent: Node | null = null) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  const n = node as Node;
  if (typeof n.type !== 'string') return;
  visit(n, parent);
  for (const key of Object.keys(n)) {
    if (key !== 'loc' && key !== 'extra') walk(n[key], visit, n);
  }
}

/** True for the children of `<style>`. */
function isInsideStyle(parent: Node | null): boolean {
  if (parent?.type !== 'JSXElement') return false;
  const opening = parent.openingElement as Node;
  return ((opening.name as Node).name as string) === 'style';
}

const propertyName = (key: Node) =>
  key.type === 'Identifier'
    ? (key.name as string)
    : key.type === 'StringLiteral'
      ? (key.value as string)
      : '';

/** Every string and template literal inside `node` (the values of a text constant, however nested). */
function eachLiteral(node: Node, visit: (literal: Node) => void) {
  walk(node, (n, parent) => {
    // Keys of an object (`{ 'Content-Type': ... }`) are not read; its values are.
    if (parent?.type === 'ObjectProperty' && parent.key === n) return;
    if (n.type === 'StringLiteral' || n.type === 'TemplateLiteral') visit(n);
  });
}

/** The constants of a file whose value is a text: `const X = 'text'` or a template literal. */
function textConstants(program: Node): Constants {
  const constants: Constants = new Map();
  walk(program, (n) => {
    if (n.type !== 'VariableDeclarator' || (n.id as Node).type !== 'Identifier') return;
    const init = n.init as Node | null;
    if (init && (init.type === 'StringLiteral' || init.type === 'TemplateLiteral'))
      constants.set((n.id as Node).name as string, init);
  });
  return constants;
}

/** Every shown text of one source file. */
export function shownTexts(file: string, source: string): ShownText[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const found: ShownText[] = [];
  const constants = textConstants(ast.program as unknown as Node);
  const texts = (node: unknown) => literalTexts(node as Node, constants);
  const add = (node: Node, texts: string[]) => {
    for (const text of texts) {
      const t = text.replace(/\s+/g, ' ').trim();
      // A content type or a path ('image/webp', '/dashboard/{}') is not read as words.
      if (t && !/^[\w.+-]*\/[\w./{}?=&+-]*$/.test(t))
        found.push({ file, line: node.loc?.start.line ?? 0, text: t });
    }
  };
  walk(ast.program, (node, parent) => {
    switch (node.type) {
      // A <style> element's CSS is not read by anyone.
      case 'JSXText':
        if (!isInsideStyle(parent)) add(node, [node.value as string]);
        break;
      case 'JSXAttribute': {
        const value = node.value as Node | null;
        if (!value || !READ_ATTRIBUTES.has((node.name as Node).name as string)) break;
        add(node, value.type === 'JSXExpressionContainer' ? texts(value.expression) : texts(value));
        break;
      }
      // Between tags only: an attribute's container is read (or not) by the attribute's name above.
      case 'JSXExpressionContainer':
        if (parent?.type !== 'JSXAttribute' && !isInsideStyle(parent)) add(node, texts(node.expression));
        break;
      case 'ObjectProperty':
        if (READ_KEYS.has(propertyName(node.key as Node))) add(node, texts(node.value));
        break;
      // A parameter's default message: `forbidden(message = 'No access')`.
      case 'AssignmentPattern':
        if (READ_KEYS.has(((node.left as Node).name as string) ?? '')) add(node, texts(node.right));
        break;
      case 'VariableDeclarator': {
        const id = node.id as Node;
        if (id.type === 'Identifier' && TEXT_CONSTANT.test(id.name as string) && node.init)
          eachLiteral(node.init as Node, (literal) => add(literal, literalTexts(literal)));
        break;
      }
      case 'CallExpression':
      case 'NewExpression': {
        const name = calleeName(node.callee as Node);
        const args = node.arguments as Node[];
        if (!name) break;
        const at = SHOWN_CALLS[name];
        if (at !== undefined) add(node, texts(args[at]));
        if (name === 'runWithToasts') add(node, [...texts(args[1]), ...texts(args[2])]);
        const method = name.split('.').pop() ?? '';
        if (name.includes('.') && ZOD_CHECKS.has(method) && args.length > 0)
          add(node, texts(args[args.length - 1]));
        break;
      }
    }
  });
  return found;
}

/** Product source under `dir`: .ts/.tsx files; tests, test helpers, fixtures and seed data aside. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!['node_modules', 'test', 'seed', 'dist', 'dist-server'].includes(entry))
        out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry) && !/\.(test|fixtures|d)\.tsx?$/.test(entry)) {
      out.push(path);
    }
  }
  return out;
}

/** Every shown text of the source folders `dirs` (relative to `root`), with paths relative to `root`. */
export function textsOf(root: string, dirs: string[]): ShownText[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) =>
      shownTexts(file, readFileSync(file, 'utf8')).map((t) => ({ ...t, file: relative(root, file) })),
    ),
  );
}
