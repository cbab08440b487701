import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { checkSvg } from './diagram-svg.ts';
import { allowedElements, svgNamespace } from './svg-allow-list.ts';

// Known SVG/XSS payloads against the importer: each asserts what is stored and what a browser builds
// from it. The site inserts the stored markup as the innerHTML of a <g> inside an inline <svg> of an
// HTML page; parse5 runs the HTML standard's fragment parsing algorithm for that context, as
// browsers do.

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;

/** The children the browser builds when the site sets `stored` as the innerHTML of its <g>. */
function browserChildren(stored: string): Node[] {
  const page = parse(
    '<!doctype html><html><body><svg viewBox="0 0 1 1"><g></g></svg></body></html>',
  );
  const find = (nodes: Node[]): Element | undefined => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.tagName === 'g') return node;
      const inner = find(node.childNodes);
      if (inner) return inner;
    }
    return undefined;
  };
  const g = find(page.childNodes as Node[]);
  if (!g) throw new Error('no <g> in the page');
  return parseFragment(g, stored, {}).childNodes;
}

/** Every element a browser builds from `stored`. */
function browserElements(stored: string): Element[] {
  const out: Element[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (isElement(node)) {
        out.push(node);
        walk(node.childNodes);
      }
    }
  };
  walk(browserChildren(stored));
  return out;
}

/** A tree as the two parsers below report it. */
interface TreeElement {
  namespace: string;
  name: string;
  attributes: string[];
  children: Tree;
}
type Tree = Array<string | TreeElement>;

const pushText = (tree: Tree, text: string) => {
  const last = tree[tree.length - 1];
  if (typeof last === 'string') tree[tree.length - 1] = last + text;
  else tree.push(text);
};

/** The browser's tree of `stored`. */
function htmlTree(nodes: Node[]): Tree {
  const tree: Tree = [];
  for (const node of nodes) {
    if (isElement(node)) {
      tree.push({
        namespace: node.namespaceURI,
        name: node.tagName,
        attributes: node.attrs.map((a) => `${a.prefix ? `${a.prefix}:` : ''}${a.name}=${a.value}`),
        children: htmlTree(node.childNodes),
      });
    } else if ('value' in node) pushText(tree, node.value);
    else tree.push(node.nodeName);
  }
  return tree;
}

/** The importer's (XML) tree of `stored`. */
function xmlTree(stored: string): Tree {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Tree[] = [[]];
  parser.on('opentag', (tag) => {
    const element: TreeElement = {
      namespace: tag.uri,
      name: tag.local,
      attributes: Object.values(tag.attributes)
        .filter((a) => a.uri !== 'http://www.w3.org/2000/xmlns/')
        .map((a) => `${a.name}=${a.value}`),
      children: [],
    };
    stack[stack.length - 1]?.push(element);
    stack.push(element.children);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (text) => {
    const top = stack[stack.length - 1];
    if (top) pushText(top, text);
  });
  parser.write(`<svg xmlns="${svgNamespace}">${stored}</svg>`).close();
  const root = stack[0]?.[0];
  return typeof root === 'object' ? root.children : [];
}

/** Nothing in `stored` can act, fetch, link or restyle the page, in the browser's own reading. */
function expectInert(stored: string) {
  const elements = browserElements(stored);
  for (const element of elements) {
    expect(element.namespaceURI, element.tagName).toBe(svgNamespace);
    expect([...allowedElements], element.tagName).toContain(element.tagName);
    for (const { name, value } of element.attrs) {
      expect(name.toLowerCase().startsWith('on'), `${element.tagName} ${name}`).toBe(false);
      if (name === 'href') expect(value).toMatch(/^#ipc-[\w.-]+$/);
      if (name === 'id') expect(value).toMatch(/^ipc-/);
      expect(value.replace(/url\(#ipc-[\w.-]+\)/g, '')).not.toMatch(/url\(|\\|expression|@import/i);
      expect(['class', 'target', 'src', 'action', 'formaction', 'attributeName']).not.toContain(
        name,
      );
    }
  }
  // The browser reads exactly the tree the importer wrote: no parser differential to hide markup in.
  expect(htmlTree(browserChildren(stored))).toEqual(xmlTree(stored));
}

const svg = (content: string, root = '') =>
  `<svg xmlns="${svgNamespace}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100"${root}>${content}</svg>`;

/** The drawing `file` is stored as, with what was dropped; fails when the file is refused. */
function stored(file: string) {
  const result = checkSvg(file);
  expect(result.problems).toEqual([]);
  const inner = result.svg?.inner ?? '';
  expectInert(inner);
  return { inner, dropped: result.dropped.map((d) => `${d.line}: ${d.message}`) };
}

const refusal = (file: string) => {
  const result = checkSvg(file);
  expect(result.svg).toBeUndefined();
  return result.problems.map((p) => p.message);
};

describe('the browser check', () => {
  it('reads the stored markup as the importer wrote it', () => {
    const markup = '<g fill="#000"><text x="1">A &amp; B<tspan>C</tspan></text></g>';
    const tree = [
      {
        namespace: svgNamespace,
        name: 'g',
        attributes: ['fill=#000'],
        children: [
          {
            namespace: svgNamespace,
            name: 'text',
            attributes: ['x=1'],
            children: [
              'A & B',
              { namespace: svgNamespace, name: 'tspan', attributes: [], children: ['C'] },
            ],
          },
        ],
      },
    ];
    expect(xmlTree(markup)).toEqual(tree);
    expect(htmlTree(browserChildren(markup))).toEqual(tree);
  });
});

describe('the review inputs', () => {
  it('are live in the browser as the old pattern checker stored them (the check below sees it)', () => {
    // What the old checker kept of the second input: it cut "comments" out of an attribute value.
    const old = '<g id=""/><image href="x" onerror="alert(1)"/>\'/>';
    expect(browserElements(old).map((e) => e.tagName)).toEqual(['g', 'image']);
    expect(() => expectInert(old)).toThrow();
  });

  it('refuses an XML declaration whose attribute holds ">"', () => {
    expect(
      refusal(`<?xml a="><image href=x onerror=alert(1)>" ?>${svg('<path d="M0 0"/>')}`),
    ).toEqual(['is not well-formed XML (column 8): expected the name version']);
  });

  it('drops any other processing instruction, whatever it holds', () => {
    const { inner, dropped } = stored(
      `<?xml version="1.0"?><?foo a="><image href=x onerror=alert(1)>" ?>${svg('<path d="M0 0"/>')}`,
    );
    expect(inner).toBe('<path d="M0 0"/>');
    expect(dropped).toEqual(['1: dropped processing instruction <?foo?>']);
  });

  it('refuses a comment opener inside an attribute value', () => {
    const file = svg(
      `<g id="<!--"></g><g id='-->"/><image href="x" onerror="alert(1)"/><path d="'/>`,
    );
    expect(refusal(file)[0]).toMatch(
      /^is not well-formed XML \(column \d+\): disallowed character/,
    );
  });

  it('keeps comment markers written as text and values inert', () => {
    const { inner, dropped } = stored(
      svg(
        `<g id="&lt;!--"></g><g id='--&gt;"/&gt;&lt;image href="x" onerror="alert(1)"/&gt;'/>` +
          `<title>&lt;!--</title><text>--&gt;&lt;image href=x onerror=alert(1)&gt;</text>` +
          `<rect width="1" height="1" fill='"red" onload="x"'/>`,
      ),
    );
    expect(inner).toBe(
      '<g/><g/><title>&lt;!--</title><text>--&gt;&lt;image href=x onerror=alert(1)&gt;</text>' +
        '<rect width="1" height="1" fill="&quot;red&quot; onload=&quot;x&quot;"/>',
    );
    expect(dropped).toEqual([
      '1: dropped id="<!--" of <g>, not a plain name',
      '1: dropped id="-->\\"/><image href=\\"x\\" onerror=\\"alert(1)\\"/>" of <g>, not a plain name',
    ]);
  });
});

describe('event handlers', () => {
  it.each([
    'onload',
    'ONLOAD',
    'OnLoad',
    'onclick',
    'OnClick',
    'onmouseover',
    'onbegin',
    'onfocusin',
  ])('drops %s on the root and on any element', (name) => {
    const { inner, dropped } = stored(
      svg(`<g ${name}="alert(1)"><rect ${name}="alert(2)" width="1"/></g>`, ` ${name}="alert(0)"`),
    );
    expect(inner).toBe('<g><rect width="1"/></g>');
    expect(dropped).toEqual([
      `1: dropped event attribute ${name} of <svg>`,
      `1: dropped event attribute ${name} of <g>`,
      `1: dropped event attribute ${name} of <rect>`,
    ]);
  });
});

describe('references in href and xlink:href', () => {
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#9;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;vascript:alert(1)',
    'javascript&#58;alert(1)',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:text/html,<script>alert(1)</script>'.replace(/</g, '&lt;'),
    'other.svg#part',
    'https://example.com/sprite.svg#part',
    '//example.com/x.svg#a',
    '#a b',
    '#',
  ])('drops %s from <use>, <textPath> and gradients, in either spelling', (href) => {
    const { inner, dropped } = stored(
      svg(
        `<defs><path id="a" d="M0 0"/></defs>` +
          `<use href="${href}"/><use xlink:href="${href}"/>` +
          `<text><textPath href="${href}">T</textPath></text>` +
          `<linearGradient xlink:href="${href}"/>`,
      ),
    );
    expect(inner).toBe(
      '<defs><path id="ipc-a" d="M0 0"/></defs><use/><use/><text><textPath>T</textPath></text><linearGradient/>',
    );
    expect(dropped).toHaveLength(4);
    expect(dropped[0]).toMatch(
      /^1: dropped href=".*" of <use>, not a #id of the drawing \(visible content\)$/,
    );
  });

  it('keeps #id references, prefixed, and drops href where it means a link', () => {
    const { inner } = stored(
      svg(
        `<path id="a" d="M0 0"/><use href="#a"/><use xlink:href=" #a "/><rect href="#a" width="1"/>`,
      ),
    );
    expect(inner).toBe(
      '<path id="ipc-a" d="M0 0"/><use href="#ipc-a"/><use href="#ipc-a"/><rect width="1"/>',
    );
  });

  it('prefixes every id, so none clashes with or names one of the page (DOM clobbering)', () => {
    const { inner } = stored(
      svg('<g id="cookie"/><g id="dg-grid"/><rect fill="url(#dg-grid)" width="1"/>'),
    );
    expect(inner).toBe(
      '<g id="ipc-cookie"/><g id="ipc-dg-grid"/><rect fill="url(#ipc-dg-grid)" width="1"/>',
    );
  });
});

describe('links', () => {
  it.each([
    '<a href="https://example.com"><text>Order here</text></a>',
    '<a xlink:href="javascript:alert(1)" target="_blank"><text>Order here</text></a>',
    '<a href="&#106;avascript:alert(1)"><text>Order here</text></a>',
  ])('keeps what %s draws, not the link', (content) => {
    const { inner, dropped } = stored(svg(content));
    expect(inner).toBe('<text>Order here</text>');
    expect(dropped).toEqual(['1: dropped <a> (its content kept)']);
  });
});

describe('scripts in every form', () => {
  it.each([
    '<script>alert(1)</script>',
    '<script type="text/ecmascript"><![CDATA[alert(1)]]></script>',
    '<script href="https://example.com/x.js"/>',
    '<script xlink:href="data:,alert(1)"/>',
    '<script>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</script>',
  ])('drops %s', (content) => {
    const { inner, dropped } = stored(svg(`<path d="M0 0"/>${content}`));
    expect(inner).toBe('<path d="M0 0"/>');
    expect(dropped).toEqual(['1: dropped <script>']);
  });

  it.each([
    ['<SCRIPT>alert(1)</SCRIPT>', '1: dropped <SCRIPT> (visible content)'],
    ['<Script>alert(1)</Script>', '1: dropped <Script> (visible content)'],
    [
      '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>',
      '1: dropped <html:script>',
    ],
    [
      '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>',
      '1: dropped <script> in namespace "http://www.w3.org/1999/xhtml"',
    ],
    ['<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>', '1: dropped <s:script>'],
    [
      '<handler type="application/ecmascript">alert(1)</handler>',
      '1: dropped <handler> (visible content)',
    ],
    ['<listener event="load" handler="#h"/>', '1: dropped <listener> (visible content)'],
  ])('drops %s, in whatever case or namespace', (content, message) => {
    const { inner, dropped } = stored(svg(`<path d="M0 0"/>${content}`));
    expect(inner).toBe('<path d="M0 0"/>');
    expect(dropped).toEqual([message]);
  });
});

describe('styles', () => {
  it.each([
    '<style>@import url(https://example.com/x.css);</style>',
    '<style>rect { fill: url(https://example.com/a.png) }</style>',
    '<style><![CDATA[ body { background: url(x) } ]]></style>',
    '<style>.hidden { display: none }</style>',
  ])('drops %s (it would restyle the whole page)', (content) => {
    const { inner, dropped } = stored(svg(`<path d="M0 0"/>${content}`));
    expect(inner).toBe('<path d="M0 0"/>');
    expect(dropped).toEqual(['1: dropped <style> (visible content)']);
  });

  it.each([
    'fill:url(https://example.com/a.png)',
    'fill: url( "data:image/png;base64,AAAA" )',
    'fill:u\\72l(https://example.com/a)',
    'fill:image-set("a.png" 1x)',
    'fill:expression(alert(1))',
    'stroke:red/**/',
    'fill:var(--x, url(https://example.com/a))',
  ])('drops the style declaration %s and keeps the rest', (declaration) => {
    const { inner, dropped } = stored(
      svg(`<rect width="1" style='stroke-width:2; ${declaration}; opacity:.5 !important'/>`),
    );
    expect(inner).toBe('<rect width="1" style="stroke-width:2;opacity:.5"/>');
    expect(dropped).toEqual([
      `1: dropped style ${JSON.stringify(declaration)} of <rect> (visible content)`,
    ]);
  });

  it.each([
    'background-image:url(https://example.com/a.png)',
    'behavior:url(x.htc)',
    '-moz-binding:url(https://example.com/x.xml#b)',
    'position:fixed',
    'width:expression(alert(1))',
    '@import "x.css"',
    'cursor:url(x.cur),auto',
  ])('drops the style declaration %s, outside the allow-list', (declaration) => {
    const { inner, dropped } = stored(svg(`<rect width="1" style='fill:#000;${declaration}'/>`));
    expect(inner).toBe('<rect width="1" style="fill:#000"/>');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatch(/^1: dropped style ".*" of <rect>$/);
  });

  it('drops a style attribute left with nothing, and classes the page could style', () => {
    const { inner, dropped } = stored(
      svg('<rect width="1" class="fixed inset-0" style="behavior:url(x)"/>'),
    );
    expect(inner).toBe('<rect width="1"/>');
    expect(dropped).toEqual([
      '1: dropped attribute class of <rect>',
      '1: dropped style "behavior:url(x)" of <rect>',
    ]);
  });

  it.each([
    ['fill', 'url(https://example.com/a.png)'],
    ['fill', 'url(data:image/png;base64,AAAA)'],
    ['stroke', 'url(other.svg#g) red'],
    ['mask', 'url(https://example.com/m.svg#m)'],
    ['clip-path', 'url(//example.com/c.svg#c)'],
    ['marker-end', 'url("x.svg#m")'],
    ['fill', 'image(a.png)'],
    ['font-family', 'x\\,y'],
  ])('drops %s="%s" (outside the drawing, or a function)', (name, value) => {
    const { inner, dropped } = stored(svg(`<rect width="1" ${name}='${value}'/>`));
    expect(inner).toBe('<rect width="1"/>');
    expect(dropped).toEqual([
      `1: dropped ${name}=${JSON.stringify(value)} of <rect>, a reference or function not allowed (visible content)`,
    ]);
  });

  it('drops filters and attributes outside the allow-list', () => {
    const { inner, dropped } = stored(
      svg(
        '<filter id="f"><feImage href="https://example.com/a.png"/></filter>' +
          '<rect width="1" filter="url(#f)" cursor="url(x.cur)" tabindex="0" data-x="1"/>',
      ),
    );
    expect(inner).toBe('<rect width="1"/>');
    expect(dropped).toEqual([
      '1: dropped <filter> (visible content)',
      '1: dropped attribute filter of <rect>',
      '1: dropped attribute cursor of <rect>',
      '1: dropped attribute tabindex of <rect>',
      '1: dropped attribute data-x of <rect>',
    ]);
  });
});

describe('entities and the DOCTYPE', () => {
  it('refuses an internal entity declaration', () => {
    expect(
      refusal(
        `<!DOCTYPE svg [<!ENTITY x "&#60;image href='x' onerror='alert(1)'/&#62;">]>${svg('&x;')}`,
      ),
    ).toEqual(['declares entities or other markup in its DOCTYPE; save the drawing without them']);
  });

  it('refuses an external entity (XXE), never reading the file', () => {
    expect(
      refusal(
        `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`,
      ),
    ).toEqual(['declares entities or other markup in its DOCTYPE; save the drawing without them']);
    expect(
      refusal(`<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://example.com/x.dtd"> %p;]>${svg('')}`),
    ).toEqual(['declares entities or other markup in its DOCTYPE; save the drawing without them']);
  });

  it('refuses billion laughs', () => {
    const laughs = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const file = `<!DOCTYPE svg [<!ENTITY lol0 "lol">${laughs}]>${svg('<text>&lol9;</text>')}`;
    expect(refusal(file)).toEqual([
      'declares entities or other markup in its DOCTYPE; save the drawing without them',
    ]);
  });

  it('refuses an entity used without a declaration', () => {
    expect(refusal(svg('<text>&xxe;</text>'))[0]).toMatch(/an entity other than/);
  });

  it('reads a public SVG DOCTYPE without fetching it, and character references as text', () => {
    const { inner } = stored(
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">` +
        svg('<text>&#60;script&#62;alert(1)&#60;/script&#62; &amp;lt;</text>'),
    );
    expect(inner).toBe('<text>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;</text>');
  });
});

describe('CDATA', () => {
  it('keeps CDATA in text as escaped text, so it cannot close anything', () => {
    const { inner } = stored(
      svg(
        '<text><![CDATA[</text><image href="x" onerror="alert(1)"/>]]></text>' +
          '<title><![CDATA[</title><style>*{}</style>]]></title>',
      ),
    );
    expect(inner).toBe(
      '<text>&lt;/text&gt;&lt;image href="x" onerror="alert(1)"/&gt;</text>' +
        '<title>&lt;/title&gt;&lt;style&gt;*{}&lt;/style&gt;</title>',
    );
  });

  it('drops CDATA outside text', () => {
    const { inner } = stored(svg('<g><![CDATA[<image href=x onerror=alert(1)>]]></g>'));
    expect(inner).toBe('<g/>');
  });
});

describe('namespaces', () => {
  it('drops an <svg> of a foreign namespace with all it holds', () => {
    const { inner, dropped } = stored(
      svg('<svg xmlns="https://example.com/not-svg"><image href="x" onerror="alert(1)"/></svg>'),
    );
    expect(inner).toBe('');
    expect(dropped).toEqual(['1: dropped <svg> in namespace "https://example.com/not-svg"']);
  });

  it('refuses a root <svg> of a foreign namespace', () => {
    expect(refusal('<svg xmlns="https://example.com/not-svg" viewBox="0 0 1 1"/>')).toEqual([
      'must have an <svg> root element (SVG namespace)',
    ]);
  });

  it('reads SVG under any prefix and writes it plain', () => {
    const { inner } = stored(
      `<s:svg xmlns:s="${svgNamespace}" viewBox="0 0 1 1"><s:g><s:path d="M0 0"/></s:g></s:svg>`,
    );
    expect(inner).toBe('<g><path d="M0 0"/></g>');
  });

  it('follows the xlink namespace, not the prefix', () => {
    const remapped = stored(
      `<svg xmlns="${svgNamespace}" xmlns:xlink="https://example.com/not-xlink" xmlns:l="http://www.w3.org/1999/xlink" viewBox="0 0 1 1">` +
        '<path id="a" d="M0 0"/><use xlink:href="javascript:alert(1)"/><use l:href="#a"/></svg>',
    );
    expect(remapped.inner).toBe('<path id="ipc-a" d="M0 0"/><use/><use href="#ipc-a"/>');
    expect(remapped.dropped).toEqual(['1: dropped attribute xlink:href of <use>']);
  });

  it('drops HTML elements in any spelling, and editor attributes', () => {
    const { inner, dropped } = stored(
      `<svg xmlns="${svgNamespace}" xmlns:html="http://www.w3.org/1999/xhtml" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 1 1">` +
        '<html:img src="x" onerror="alert(1)"/><html:iframe src="https://example.com"/>' +
        '<g inkscape:label="Layer 1" inkscape:groupmode="layer"><path d="M0 0"/></g></svg>',
    );
    expect(inner).toBe('<g><path d="M0 0"/></g>');
    expect(dropped).toEqual([
      '1: dropped <html:img>',
      '1: dropped <html:iframe>',
      '1: dropped attribute inkscape:label of <g>',
      '1: dropped attribute inkscape:groupmode of <g>',
    ]);
  });

  it.each(['iframe', 'embed', 'object', 'img', 'video', 'audio', 'canvas', 'math'])(
    'drops an SVG-namespace <%s>',
    (name) => {
      const { inner, dropped } = stored(svg(`<${name} src="x" onerror="alert(1)"/>`));
      expect(inner).toBe('');
      expect(dropped).toEqual([`1: dropped <${name}> (visible content)`]);
    },
  );
});

describe('foreignObject, images and animation', () => {
  it('drops <foreignObject> with the HTML it holds, naming it as visible', () => {
    const { inner, dropped } = stored(
      svg(
        '<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml">' +
          '<img src="x" onerror="alert(1)"/><a href="https://example.com">Order</a></body></foreignObject>' +
          '<path d="M0 0"/>',
      ),
    );
    expect(inner).toBe('<path d="M0 0"/>');
    expect(dropped).toEqual(['1: dropped <foreignObject> (visible content)']);
  });

  it('keeps Illustrator’s <switch> content, without its foreignObject', () => {
    const { inner, dropped } = stored(
      svg(
        '<switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" width="1" height="1"/>' +
          '<g><path d="M0 0"/></g></switch>',
      ),
    );
    expect(inner).toBe('<g><path d="M0 0"/></g>');
    expect(dropped).toEqual([
      '1: dropped <switch> (its content kept)',
      '1: dropped <foreignObject> (visible content)',
    ]);
  });

  it('names each dropped image with its line and count', () => {
    const { dropped } = stored(
      svg(
        '\n<image href="a.png" width="10" height="10"/>\n<path d="M0 0"/>\n<image href="data:image/png;base64,AAAA"/>',
      ),
    );
    expect(dropped).toEqual(['2: dropped <image> (visible content); 2 times, the first here']);
  });

  it.each([
    '<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>',
    '<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>',
    '<a><animate attributeName="xlink:href" from="#a" to="javascript:alert(1)" begin="0s"/><text>x</text></a>',
    '<a><animate href="#t" attributeName="onload" to="alert(1)"/><text id="t">x</text></a>',
    '<a><animateTransform attributeName="transform" type="scale" from="1" to="100" dur="1s"/><text>x</text></a>',
    '<a><animateMotion path="M0 0 L100 100" dur="1s"/><text>x</text></a>',
    '<a><discard begin="0s"/><text>x</text></a>',
  ])('drops animation that could change a reference: %s', (content) => {
    const { inner, dropped } = stored(svg(content));
    expect(inner.replace(' id="ipc-t"', '')).toBe('<text>x</text>');
    expect(dropped).toHaveLength(2);
    expect(dropped[1]).toMatch(
      /^1: dropped <(animate|set|animateTransform|animateMotion|discard)> \(visible content\)$/,
    );
  });
});

describe('markup that would break out of the drawing', () => {
  it.each([
    ['<text>&lt;/svg&gt;&lt;img src=x onerror=alert(1)&gt;</text>', 'text'],
    ['<text>&lt;/g&gt;&lt;/svg&gt;&lt;p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>', 'text'],
    ['<title>&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;</title>', 'title'],
    ['<desc>&lt;![CDATA[&lt;img src=x onerror=alert(1)&gt;]]&gt;</desc>', 'desc'],
    ['<text>&lt;!-- --!&gt;&lt;img src=x onerror=alert(1)&gt;</text>', 'text'],
    ['<text x="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">T</text>', 'text'],
  ])('keeps %s as text', (content, element) => {
    const { inner } = stored(svg(content));
    expect(browserElements(inner).map((e) => e.tagName)).toEqual([element]);
  });

  it('refuses <use> chains that would draw billions of elements', () => {
    const levels = Array.from(
      { length: 8 },
      (_, i) => `<g id="l${i + 1}">${`<use href="#l${i}"/>`.repeat(10)}</g>`,
    ).join('');
    const file = svg(`<defs><g id="l0"><path d="M0 0"/></g>${levels}</defs><use href="#l8"/>`);
    expect(refusal(file)[0]).toMatch(
      /^its <use> elements would draw \d+ elements; at most 200000$/,
    );
    // A <use> that refers to itself draws nothing: kept.
    expect(stored(svg('<g id="a"><use href="#a"/></g>')).inner).toBe(
      '<g id="ipc-a"><use href="#ipc-a"/></g>',
    );
  });
});
