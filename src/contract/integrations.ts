import { number, string, type } from 'superstruct';
import { defineCall } from './call';

/**
 * Forum single sign-on (part 1 §3 "Forum integration results"). 404 when the site has not enabled the forum.
 * Community forum (Muut): message is base64 JSON of the user, signature an HMAC over it and the timestamp
 * (seconds).
 */
export const MuutIntegration = type({
  communityName: string(),
  apiKey: string(),
  message: string(),
  signature: string(),
  timestamp: number(),
  languageCode: string(),
});

/** Discussion forum (Website Toolbox): authToken goes into the image-load login; userId is the forum's user id. */
export const WebsiteToolboxIntegration = type({
  integrationUsername: string(),
  customDomain: string(),
  authToken: string(),
  userId: number(),
});

export const getMuutIntegration = defineCall({
  method: 'GET',
  path: '/sites/:s/integration/muut',
  auth: true,
  response: MuutIntegration,
});

export const getWebsiteToolboxIntegration = defineCall({
  method: 'GET',
  path: '/sites/:s/integration/websiteToolbox',
  auth: true,
  response: WebsiteToolboxIntegration,
});
