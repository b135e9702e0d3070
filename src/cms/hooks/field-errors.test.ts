import { describe, expect, it } from 'vitest'
import { keepFieldErrors } from './field-errors'

const call = (error: unknown, result: unknown) => keepFieldErrors({ error, result } as never)

/** A ValidationError as another copy of Payload's code throws it: the same shape, not the same class. */
const validation = Object.assign(new Error('Os campos a seguir estão inválidos: Título de busca'), {
  status: 400,
  isPublic: true,
  data: { collection: 'cases', errors: [{ path: 'seo.title', message: 'Curto demais.' }] },
})

describe('keepFieldErrors', () => {
  it('sends the fields of a validation error the answer lost', () => {
    expect(call(validation, { errors: [{ message: validation.message }] })).toEqual({
      response: { errors: [{ name: 'ValidationError', message: validation.message, data: validation.data }] },
    })
  })

  it('leaves an answer that has them, and any other error, as it is', () => {
    expect(call(validation, { errors: [{ name: 'ValidationError', message: 'x', data: validation.data }] })).toBe(
      undefined,
    )
    expect(call(Object.assign(new Error('Not Found'), { status: 404 }), { errors: [{ message: 'Not Found' }] })).toBe(
      undefined,
    )
    expect(
      call(Object.assign(new Error('boom'), { status: 500, data: { errors: [{ path: 'x', message: 'secret' }] } }), {
        errors: [],
      }),
    ).toBe(undefined)
  })
})
