import { cookies, draftMode } from 'next/headers'

const COOKIE = '__prerender_bypass'

/**
 * Turns Next's draft mode on or off for this browser. Next's cookie is always `Secure; SameSite=None`, which a browser
 * drops when the site is reached over plain http at any address but localhost and 127.0.0.1 (a LAN address): the
 * preview then showed the published page. Over http it goes out without `Secure`, `SameSite=Lax` (Live Preview's
 * frame is same-site with the admin). The front (https) forwards its scheme; Next adds `http` to a direct request.
 */
export async function setDraftMode(headers: Headers, on: boolean): Promise<void> {
  const draft = await draftMode()
  if (on) draft.enable()
  else draft.disable()
  if (headers.get('x-forwarded-proto') !== 'http') return
  const jar = await cookies()
  const value = on ? jar.get(COOKIE)?.value : ''
  if (value === undefined) return
  jar.set({
    name: COOKIE,
    value,
    httpOnly: true,
    sameSite: 'lax',
    secure: false,
    path: '/',
    ...(on ? {} : { expires: new Date(0) }),
  })
}
