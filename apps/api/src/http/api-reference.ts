/**
 * The readable API reference at /api/docs: one static HTML page drawn from the OpenAPI document
 * (no script, no asset from elsewhere), grouped by tag, each operation with its parameters, body and
 * answers, and each schema as a nested list of fields with their types and limits.
 */

type Json = Record<string, unknown>;

const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "string, 1–64 chars, pattern ^…$" and the like, from one JSON Schema node. */
function describeType(schema: Json): string {
  const parts: string[] = [];
  const anyOf = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(anyOf)) return anyOf.map((s) => describeType(s)).join(' or ');
  if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  parts.push(
    type === 'array' && isObject(schema.items) ? `array of ${describeType(schema.items)}` : type,
  );
  const range = (low: unknown, high: unknown, unit: string) => {
    // zod's int() bounds every integer by the safe range: not worth printing.
    const min = low === Number.MIN_SAFE_INTEGER ? undefined : low;
    const max = high === Number.MAX_SAFE_INTEGER ? undefined : high;
    if (min === 1 && max === undefined && unit === ' chars') parts.push('not empty');
    else if (min !== undefined && max !== undefined) parts.push(`${min}–${max}${unit}`);
    else if (min !== undefined) parts.push(`at least ${min}${unit}`);
    else if (max !== undefined) parts.push(`at most ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' chars');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (typeof schema.pattern === 'string') parts.push(`pattern ${schema.pattern}`);
  if (typeof schema.format === 'string') parts.push(schema.format);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** The fields of an object schema (recursively), or its type when it is not an object. */
function renderSchema(schema: unknown, depth = 0): string {
  if (!isObject(schema)) return '';
  const items = schema.type === 'array' && isObject(schema.items) ? schema.items : undefined;
  const target = items ?? schema;
  const properties = isObject(target.properties) ? target.properties : undefined;
  if (!properties || depth > 4) return `<p class="type">${escapeHtml(describeType(schema))}</p>`;
  const required = new Set(Array.isArray(target.required) ? (target.required as string[]) : []);
  const rows = Object.entries(properties)
    .map(([name, value]) => {
      const node = isObject(value) ? value : {};
      const nested =
        isObject(node.properties) || (isObject(node.items) && isObject(node.items.properties))
          ? renderSchema(node, depth + 1)
          : '';
      return `<li><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''} <span class="type">${escapeHtml(describeType(node))}</span>${node.description ? ` — ${escapeHtml(node.description)}` : ''}${nested}</li>`;
    })
    .join('');
  const extra =
    target.additionalProperties === false ? '<li class="note">no other fields</li>' : '';
  return `${items ? '<p class="type">array of objects:</p>' : ''}<ul>${rows}${extra}</ul>`;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function renderOperation(path: string, method: string, operation: Json): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const parameters = Array.isArray(operation.parameters) ? (operation.parameters as Json[]) : [];
  const params = parameters.length
    ? `<h4>Parameters</h4><ul>${parameters
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> <span class="in">${escapeHtml(p.in)}</span>${p.required ? ' <span class="req">required</span>' : ''} <span class="type">${escapeHtml(describeType(isObject(p.schema) ? p.schema : {}))}</span>${p.description ? ` — ${escapeHtml(p.description)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  const body = isObject(operation.requestBody)
    ? `<h4>Request body <span class="type">application/json</span></h4>${renderSchema(
        (operation.requestBody.content as Json | undefined)?.['application/json'] &&
          ((operation.requestBody.content as Json)['application/json'] as Json).schema,
      )}`
    : '';
  const responses = isObject(operation.responses)
    ? Object.entries(operation.responses)
        .map(([status, value]) => {
          const response = isObject(value) ? value : {};
          const content = isObject(response.content) ? response.content : {};
          const json = content['application/json'];
          // Fastify's placeholder for an answer without a description of its own.
          const description =
            response.description === 'Default Response'
              ? status.startsWith('2')
                ? 'Success'
                : ''
              : response.description;
          return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(description ?? '')}${isObject(json) ? renderSchema(json.schema) : ''}</li>`;
        })
        .join('')
    : '';
  return `<article id="${id}" class="op"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}${operation.description ? `<p class="desc">${escapeHtml(operation.description)}</p>` : ''}${params}${body}${responses ? `<h4>Answers</h4><ul>${responses}</ul>` : ''}</article>`;
}

export function renderApiReference(document: unknown): string {
  const doc = isObject(document) ? document : {};
  const info = isObject(doc.info) ? doc.info : {};
  const paths = isObject(doc.paths) ? doc.paths : {};
  const tags = (Array.isArray(doc.tags) ? (doc.tags as Json[]) : []).map((t) => ({
    name: String(t.name),
    description: String(t.description ?? ''),
  }));
  const byTag = new Map<string, string[]>(tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push(renderOperation(path, method, operation));
    }
  }
  const sections = [...byTag]
    .filter(([, ops]) => ops.length)
    .map(([name, ops]) => {
      const description = tags.find((t) => t.name === name)?.description ?? '';
      return `<section id="tag-${escapeHtml(name)}"><h2>${escapeHtml(name)}</h2>${description ? `<p>${escapeHtml(description)}</p>` : ''}${ops.join('')}</section>`;
    })
    .join('');
  const nav = [...byTag]
    .filter(([, ops]) => ops.length)
    .map(([name]) => `<a href="#tag-${escapeHtml(name)}">${escapeHtml(name)}</a>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(info.title ?? 'API')} reference</title><style>
:root{color-scheme:light dark;--ink:#15202b;--muted:#4a5866;--line:#d8dee4;--card:#f6f8fa;--brand:#0b5cad}
@media (prefers-color-scheme:dark){:root{--ink:#e6edf3;--muted:#a8b3bf;--line:#30363d;--card:#161b22;--brand:#6cb6ff}}
body{margin:0;font:16px/1.55 system-ui,sans-serif;color:var(--ink);background:Canvas}
header,main{max-width:62rem;margin:0 auto;padding:1.25rem}
header{border-bottom:1px solid var(--line)}nav{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:.5rem}
a{color:var(--brand)}a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
h1{margin:.2rem 0;font-size:1.8rem}h2{text-transform:capitalize;margin-top:2.5rem;border-bottom:1px solid var(--line)}
h3{font-size:1.05rem;margin:0 0 .4rem;overflow-wrap:anywhere}h4{margin:.9rem 0 .3rem;font-size:.95rem}
.op{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:1rem 0}
.method{display:inline-block;min-width:3.6rem;text-align:center;border-radius:.25rem;padding:.05rem .4rem;font-size:.8rem;color:#fff;background:#1f6f43}
.method.post{background:#8a4b08}.desc,.type,.in,.note{color:var(--muted)}.req{color:#b3261e;font-size:.85rem}
@media (prefers-color-scheme:dark){.req{color:#ff938a}}
ul{padding-left:1.2rem}li{margin:.2rem 0}code{font:.92em ui-monospace,monospace}
</style></head><body><header><p><a href="/">Contrail</a> · <a href="/api/openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi ?? '')})</p><h1>${escapeHtml(info.title ?? 'API')} <small>${escapeHtml(info.version ?? '')}</small></h1><p>${escapeHtml(info.description ?? '')}</p><nav aria-label="Sections">${nav}</nav></header><main>${sections}</main></body></html>`;
}
