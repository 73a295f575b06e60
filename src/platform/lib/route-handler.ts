/**
 * Handlers typed from their route (DESIGN.md "Route table per area: handlers typed from their
 * route, no casts"): `RouteHandlers` maps a route name to a handler whose `ctx.input` is the
 * output type of that route's request schema. Each platform area exports one such map from
 * `src/platform/<area>/routes.ts`; src/platform/index.ts merges them.
 */
import type * as z from 'zod/mini';
import type { RouteName, routes } from '../../contracts/routes.ts';
import type { Handler, HandlerContext } from './context.ts';
import type { MemberRow } from '../identity/sessions.ts';

/** Parsed input of route `N`: its request schema's output, or the raw query/body object. */
export type RouteInput<N extends RouteName> = (typeof routes)[N] extends { request: infer S extends z.ZodMiniType } ? z.output<S> : Record<string, unknown>;

/**
 * The caller of route `N`: `MemberRow` when the route requires the session token (the dispatcher
 * answers 401 error_not_logged_in before any handler runs without one), else `MemberRow | null`.
 */
export type RouteMember<N extends RouteName> = (typeof routes)[N] extends { token: true } ? MemberRow : MemberRow | null;

/** The context a handler of route `N` receives: its parsed input and its caller. */
export type RouteContext<N extends RouteName> = HandlerContext<RouteInput<N>, RouteMember<N>>;

/** The handler of route `N`, typed from the route (input and caller). */
export type RouteHandler<N extends RouteName> = Handler<RouteInput<N>, RouteMember<N>>;

/** A map of route name → handler, each typed from its own route. */
export type RouteHandlers = { [N in RouteName]?: RouteHandler<N> };
