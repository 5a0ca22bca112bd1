export { watchlistRoutes, type WatchlistRouteOptions } from './watchlist-routes.ts';
export { watchedCarOf, watchState, type WatchedCar, type WatchState } from './watched-car.ts';
