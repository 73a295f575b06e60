/**
 * Handlers typed from their route (DESIGN.md "Route table per area: handlers typed from their
 * route, no casts"): `RouteHandlers` maps a route name to a handler whose `ctx.input` is the
 * output type of that route's request schema. Each platform area exports one such map from
 * `src/platform/<area>/routes.ts`; src/platform/index.ts merges them.
 */
import type * as z from 'zod/mini';
import type { RouteName, routes } from '../../contracts/routes.ts';
import type { Handler } from './context.ts';

/** Parsed input of route `N`: its request schema's output, or the raw query/body object. */
export type RouteInput<N extends RouteName> = (typeof routes)[N] extends { request: infer S extends z.ZodMiniType } ? z.output<S> : Record<string, unknown>;

/** A map of route name → handler, each typed from its own route. */
export type RouteHandlers = { [N in RouteName]?: Handler<RouteInput<N>> };
