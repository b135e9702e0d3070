import {
  APIError,
  ValidationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { limiter, takePoint, type LimitOptions } from '@/lib/rate-limit'
import { requestAddress } from '@/lib/requests/client-address'

/**
 * Sign-in and password resets are limited per client address, not per account: a lock on the
 * account (Payload's maxLoginAttempts) would let anyone who knows the admin's e-mail keep the
 * studio out of its own admin. Counted in Redis when there is one, so every instance agrees.
 */
export const authLimits = {
  // Wrong passwords: each sign-in takes a point and a successful one gives it back.
  login: { keyPrefix: 'auth-login', points: 10, duration: 10 * 60 },
  forgotPassword: { keyPrefix: 'auth-forgot', points: 5, duration: 60 * 60 },
  // One reset e-mail per account per 15 minutes, whoever asks: nobody can flood an editor's inbox.
  forgotPasswordAccount: { keyPrefix: 'auth-forgot-account', points: 1, duration: 15 * 60 },
} satisfies Record<string, LimitOptions>

/** Passwords of every role are at least this long (Payload's own minimum is 3). */
export const MIN_PASSWORD_LENGTH = 12

const say = (req: PayloadRequest, pt: string, en: string) => (req.i18n?.language === 'en' ? en : pt)

async function take(req: PayloadRequest, options: LimitOptions, key: string): Promise<void> {
  const retryAfterS = await takePoint(limiter(options), key)
  if (retryAfterS === null) return
  const minutes = Math.ceil(retryAfterS / 60)
  throw new APIError(
    say(
      req,
      `Muitas tentativas deste endereço. Tente de novo em ${minutes} min.`,
      `Too many attempts from this address. Try again in ${minutes} min.`,
    ),
    429,
    null,
    true,
  )
}

/** Limits sign-ins and reset requests that come over HTTP (the local API, server code, is not limited). */
export const authThrottle: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const address = req.headers?.get('x-forwarded-for') ? requestAddress(req.headers) : null
  if (address && operation === 'login') await take(req, authLimits.login, address)
  if (address && operation === 'forgotPassword') {
    await take(req, authLimits.forgotPassword, address)
    const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
      .toLowerCase()
      .trim()
    if (email) await take(req, authLimits.forgotPasswordAccount, email)
  }
  return args
}

/** A successful sign-in gives its point back, so only wrong passwords count against an address. */
export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.headers?.get('x-forwarded-for')) await limiter(authLimits.login).reward(requestAddress(req.headers), 1)
  return user
}

/** Refuses a password shorter than MIN_PASSWORD_LENGTH wherever one is set: creation, change, reset. */
export const passwordLength: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: 'users',
      errors: [
        {
          path: 'password',
          message: say(
            req,
            `A senha precisa de pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
            `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
          ),
        },
      ],
    })
  }
  return args
}
