/**
 * The popup's calls to the site's API for an audience preview: the site's configuration (where its pages are), the
 * owner's sign-in (the site's login call), the preview call and the owner's list of the site's plans (every plan, private ones included). Paths and bodies are the contract's
 * (src/contract), shared with the widget and the fixture server. Every call answers, never throws: null when no
 * answer came (network, blocked).
 */
import { login } from '../src/contract/signInCalls';
import { fillPath, type Call } from '../src/contract/call';
import { listPreviewPlans, startPreview } from '../src/contract/preview';
import { getConfiguration } from '../src/contract/bootCalls';
import type { ApiAnswer, Audience, SiteApi } from './logic';
import { typedIdentifier } from '../src/core/util/typedText';

async function request(api: SiteApi, call: Call<any, any>, init: { token?: string; body?: unknown } = {}): Promise<ApiAnswer> {
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const res = await fetch(api.apiBase + fillPath(call.path, { s: api.subdomain }), {
      method: call.method,
      headers,
      credentials: 'omit',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      // not JSON: the status speaks
    }
    return { status: res.status, body };
  } catch {
    return null;
  }
}

export const ownerLogin = (api: SiteApi, email: string, password: string) =>
  request(api, login, { body: { type: 'password', email: typedIdentifier(email), password } });

/** `joinedDaysAgo` for member audiences only (a visitor has joined nothing). */
export const requestPreview = (api: SiteApi, token: string, audience: Audience, publicPlanId: string, joinedDaysAgo: number) =>
  request(api, startPreview, {
    token,
    body: {
      audience,
      ...(audience === 'plan' ? { publicPlanId: publicPlanId.trim() } : {}),
      ...(audience === 'visitor' ? {} : { joinedDaysAgo }),
    },
  });

/** Every plan of the site, for the owner only (`planChoices` in logic.ts reads it). */
export const previewPlans = (api: SiteApi, token: string) => request(api, listPreviewPlans, { token });

/** The site's configuration, asked without any sign-in: where the site's pages are (`sitePagesOutcome` reads it). */
export const siteConfiguration = (api: SiteApi) => request(api, getConfiguration);
