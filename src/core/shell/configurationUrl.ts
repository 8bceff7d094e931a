/**
 * The config call's path (part 1 §7), apart from its structs: the contract's call is defined with it, and the
 * loader asks for a first visit's config at the URL below; the widget's client takes that answer over only when it
 * would send the very same request.
 */
export const CONFIGURATION_PATH = '/sites/:s/configuration';

/** The config's URL for a site, as the client builds it (a valid subdomain, letters, digits and '-', needs no escaping). */
export const configurationUrl = (apiBase: string, subdomain: string): string => new URL(apiBase + CONFIGURATION_PATH.replace(':s', subdomain)).href;
