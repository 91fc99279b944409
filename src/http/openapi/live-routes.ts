import type Koa from 'koa';

export interface LiveRoute {
  method: string;
  /** OpenAPI form: `:name` becomes `{name}`. */
  path: string;
}

interface RouterLike {
  stack: { path: string | RegExp; methods: string[] }[];
}

/**
 * The routes an app really serves, read from the `@koa/router` routers mounted on it (each `routes()`
 * middleware carries its router). Compared with the OpenAPI document so neither can drift.
 */
export function liveRoutes(app: Koa): LiveRoute[] {
  const out = new Map<string, LiveRoute>();
  for (const mw of app.middleware) {
    const router = (mw as unknown as { router?: RouterLike }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string') continue;
      for (const method of layer.methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const p = layer.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        out.set(`${method} ${p}`, { method: method.toLowerCase(), path: p });
      }
    }
  }
  return [...out.values()];
}
