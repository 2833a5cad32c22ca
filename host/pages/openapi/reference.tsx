import type { OpenAPIV3_1 } from 'openapi-types';
import { renderToStaticMarkup } from 'react-dom/server';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const json = (value: unknown) => JSON.stringify(value, null, 2);

interface Operation {
  method: string;
  path: string;
  operation: OpenAPIV3_1.OperationObject;
}

function Parameters({ parameters }: { parameters: OpenAPIV3_1.OperationObject['parameters'] }) {
  const list = (parameters ?? []).filter(
    (parameter): parameter is OpenAPIV3_1.ParameterObject => 'name' in parameter,
  );
  if (list.length === 0) return null;
  return (
    <table>
      <caption>Parameters</caption>
      <thead>
        <tr>
          <th scope="col">name</th>
          <th scope="col">in</th>
          <th scope="col">required</th>
          <th scope="col">schema</th>
        </tr>
      </thead>
      <tbody>
        {list.map((parameter) => (
          <tr key={`${parameter.in}-${parameter.name}`}>
            <td>
              <code>{parameter.name}</code>
            </td>
            <td>{parameter.in}</td>
            <td>{parameter.required ? 'yes' : 'no'}</td>
            <td>
              <code>{JSON.stringify(parameter.schema ?? {})}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OperationSection({ method, path, operation }: Operation) {
  const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
  const body =
    operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : undefined;
  return (
    <section className="operation" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <span className={`method method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <Parameters parameters={operation.parameters} />
      {body
        ? Object.entries(body).map(([type, content]) => (
            <details key={type}>
              <summary>
                Request body <code>{type}</code>
              </summary>
              <pre>{json(content.schema)}</pre>
            </details>
          ))
        : null}
      {Object.entries(operation.responses ?? {}).map(([status, response]) => (
        <details key={status}>
          <summary>
            Response <code>{status}</code>
          </summary>
          <pre>{json('content' in response ? response.content : response)}</pre>
        </details>
      ))}
    </section>
  );
}

/**
 * A readable reference of the OpenAPI document (issue 21 item 4): every operation by tag with its
 * parameters, request body and answers, on one server-rendered page without scripts (no CDN may
 * be reached, and a reference needs none).
 */
export function renderApiReference(document: OpenAPIV3_1.Document): string {
  const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
  const tags = [...new Set(operations.map((entry) => entry.operation.tags?.[0] ?? 'api'))].sort();
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{document.info.title}</title>
        <meta name="robots" content="noindex" />
        <style>{`body{font:16px/1.5 system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1rem;color:#1d1a2f}
code,pre{font-family:ui-monospace,monospace;font-size:.875rem}pre{background:#f4f1ea;padding:.75rem;overflow:auto;max-height:30rem}
.method{display:inline-block;min-width:4.5rem;padding:.1rem .4rem;border-radius:.25rem;background:#1d1a2f;color:#fff;font-size:.8rem;text-align:center}
.method-post{background:#2e6b3a}.method-delete{background:#8f2a1c}.method-put,.method-patch{background:#6b4e00}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
nav ul{columns:14rem}section.operation{border-top:1px solid #ddd;padding-top:.5rem}`}</style>
      </head>
      <body>
        <main>
          <h1>{document.info.title}</h1>
          <p>{document.info.description}</p>
          <p>
            Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI {document.openapi}).
          </p>
          <nav aria-label="Areas">
            <ul>
              {tags.map((tag) => (
                <li key={tag}>
                  <a href={`#tag-${tag}`}>{tag}</a>
                </li>
              ))}
            </ul>
          </nav>
          {tags.map((tag) => (
            <section key={tag} id={`tag-${tag}`} aria-labelledby={`tag-${tag}-title`}>
              <h2 id={`tag-${tag}-title`}>{tag}</h2>
              {operations
                .filter((entry) => (entry.operation.tags?.[0] ?? 'api') === tag)
                .map((entry) => (
                  <OperationSection key={`${entry.method} ${entry.path}`} {...entry} />
                ))}
            </section>
          ))}
        </main>
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}
