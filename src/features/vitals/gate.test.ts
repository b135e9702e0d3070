import { describe, expect, it } from 'vitest'
import { mayReport, sampleRate } from './gate'

const beacon = () => true

describe('mayReport', () => {
  it('never reports for a visitor with Global Privacy Control', () => {
    expect(mayReport({ globalPrivacyControl: true, sendBeacon: beacon }, 1, 0)).toBe(false)
    expect(mayReport({ globalPrivacyControl: false, sendBeacon: beacon }, 1, 0)).toBe(true)
    expect(mayReport({ sendBeacon: beacon }, 1, 0.99)).toBe(true)
  })

  it('never reports without sendBeacon', () => {
    expect(mayReport({}, 1, 0)).toBe(false)
  })

  it('reports the sampled share of page loads', () => {
    expect(mayReport({ sendBeacon: beacon }, 0.25, 0.24)).toBe(true)
    expect(mayReport({ sendBeacon: beacon }, 0.25, 0.25)).toBe(false)
    expect(mayReport({ sendBeacon: beacon }, 0, 0)).toBe(false)
  })
})

describe('sampleRate (VITALS_SAMPLE_RATE)', () => {
  it('reads a share from 0 to 1, and 1 when unset or not such a number', () => {
    expect(sampleRate(undefined)).toBe(1)
    expect(sampleRate('')).toBe(1)
    expect(sampleRate(' 0.1 ')).toBe(0.1)
    expect(sampleRate('0')).toBe(0)
    expect(sampleRate('1')).toBe(1)
    expect(sampleRate('10%')).toBe(1)
    expect(sampleRate('2')).toBe(1)
    expect(sampleRate('-0.5')).toBe(1)
  })
})
