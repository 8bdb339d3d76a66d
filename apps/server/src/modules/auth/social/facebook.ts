import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '../../../errors';
import { FACEBOOK_FAILED, PROVIDER_EMAIL_MISSING } from '../messages';
import { displayNames, type IdentityVerifier } from './identity';

const debugSchema = z.object({
  data: z.object({
    app_id: z.string(),
    is_valid: z.boolean(),
    user_id: z.string(),
  }),
});

const profileSchema = z.object({
  id: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
});

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  });
  // Facebook answers 400 for a bad or expired user token.
  if (!response.ok) throw new HttpError(401, FACEBOOK_FAILED);
  return response.json();
}

/**
 * Checks a Facebook user access token with the debug-token endpoint (made for our app, still
 * valid), then reads the user's id, name and e-mail from the Graph API.
 */
export function createFacebookVerifier(options: {
  appId: string;
  appSecret: string;
  debugTokenUrl: string;
  graphUrl: string;
}): IdentityVerifier {
  return async (accessToken) => {
    const debugUrl = new URL(options.debugTokenUrl);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
    const debug = debugSchema.safeParse(await getJson(debugUrl));
    if (!debug.success || !debug.data.data.is_valid || debug.data.data.app_id !== options.appId) {
      throw new HttpError(401, FACEBOOK_FAILED);
    }

    const meUrl = new URL(`${options.graphUrl}/me`);
    meUrl.searchParams.set('fields', 'id,email,first_name,last_name,name');
    meUrl.searchParams.set('access_token', accessToken);
    meUrl.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', options.appSecret).update(accessToken).digest('hex'),
    );
    const profile = profileSchema.safeParse(await getJson(meUrl));
    if (!profile.success || profile.data.id !== debug.data.data.user_id) {
      throw new HttpError(401, FACEBOOK_FAILED);
    }
    // Facebook shares only confirmed addresses; none means the person has none or declined.
    if (!profile.data.email) throw new HttpError(401, PROVIDER_EMAIL_MISSING);
    const email = profile.data.email.toLowerCase();
    return {
      provider: 'facebook',
      subject: profile.data.id,
      email,
      ...displayNames(email, profile.data.first_name, profile.data.last_name, profile.data.name),
    };
  };
}
