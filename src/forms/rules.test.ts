import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactSchema } from '@/features/contact/schema'
import { newsletterSchema } from '@/features/newsletter/schema'
import { fieldErrors, limits } from './rules'

const errorsOf = (schema: typeof newsletterSchema | typeof contactSchema, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? {} : fieldErrors(r.error)
}

describe('newsletter schema (shared by the form and the endpoint)', () => {
  it('requires name, surname and email', () => {
    expect(errorsOf(newsletterSchema, {})).toEqual({ name: 'required', surname: 'required', email: 'required' })
    expect(errorsOf(newsletterSchema, { name: '  ', surname: '', email: ' ' })).toEqual({
      name: 'required',
      surname: 'required',
      email: 'required',
    })
  })
  it('reports a bad e-mail as invalid', () => {
    for (const email of ['ana', 'ana@', '@x.co', 'ana@x', 'a b@x.co', 'ana@@x.co']) {
      expect(errorsOf(newsletterSchema, { name: 'A', surname: 'B', email })).toEqual({ email: 'email' })
    }
  })
  it('limits lengths: name and surname 80, email 254', () => {
    expect(
      errorsOf(newsletterSchema, { name: 'a'.repeat(81), surname: 'b'.repeat(81), email: `${'a'.repeat(250)}@x.co` }),
    ).toEqual({
      name: 'tooLong',
      surname: 'tooLong',
      email: 'tooLong',
    })
    expect(errorsOf(newsletterSchema, { name: 'a'.repeat(80), surname: 'b'.repeat(80), email: 'a@x.co' })).toEqual({})
    expect(limits).toMatchObject({ name: 80, surname: 80, email: 254 })
  })
  it('trims and lower-cases the e-mail, trims names', () => {
    expect(newsletterSchema.parse({ name: ' Ana ', surname: ' Souza', email: '  Ana.Souza@Example.COM ' })).toEqual({
      name: 'Ana',
      surname: 'Souza',
      email: 'ana.souza@example.com',
    })
  })
  it('drops fields it does not know', () => {
    expect(
      newsletterSchema.parse({ name: 'A', surname: 'B', email: 'a@b.co', status: 'confirmed' }),
    ).not.toHaveProperty('status')
  })
  it('accepts any valid name up to the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim().length > 0),
        (name) => {
          return newsletterSchema.safeParse({ name, surname: 'B', email: 'a@b.co' }).success
        },
      ),
    )
  })
})

describe('contact schema', () => {
  const good = {
    name: 'Ana',
    email: 'ana@x.co',
    phone: '(11) 98765-4321',
    company: '',
    budget: 'not-sure',
    message: 'Olá',
    consent: true,
  }
  it('accepts a complete inquiry, company optional', () => {
    expect(errorsOf(contactSchema, good)).toEqual({})
    const { company: _c, ...noCompany } = good
    expect(contactSchema.parse(noCompany).company).toBe('')
  })
  it('requires consent, a budget choice and a plausible phone', () => {
    expect(errorsOf(contactSchema, { ...good, consent: false, budget: '', phone: '123' })).toEqual({
      consent: 'consent',
      budget: 'choice',
      phone: 'phone',
    })
  })
  it('reads a plain form post’s "on" as consent', () => {
    expect(contactSchema.parse({ ...good, consent: 'on' }).consent).toBe(true)
    expect(errorsOf(contactSchema, { ...good, consent: undefined })).toEqual({ consent: 'consent' })
  })
  it('reports every missing field as required', () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      budget: 'choice',
      message: 'required',
      consent: 'consent',
    })
  })
})
