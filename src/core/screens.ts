/** In-widget screens of part 1 §2 and part 2 §2, by name, with the state each one reads. */
export type Route =
  | { name: 'idle' }
  | { name: 'login'; redirect?: Route }
  | { name: 'account' }
  | { name: 'logout' };

export type ScreenName = Route['name'];
