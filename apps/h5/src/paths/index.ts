export {
  legacyTargets,
  paths,
  promoPaths,
  type RouteId,
  type RoutePath,
  toQueryString,
} from './paths.ts';
