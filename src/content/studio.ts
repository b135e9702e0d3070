import 'server-only'
import type { Locale } from '@/config/site'
import { cached, publicReader } from './client'
import { findDocuments } from './documents'
import { tags } from '@/lib/cache-tags'

export const listClients = cached(
  async (locale: Locale) => (await findDocuments(publicReader, 'clients', locale, { sort: 'order' })).docs,
  'clients:list',
  [tags.collection('clients'), tags.collection('media')],
)

export const listEmployees = cached(
  async (locale: Locale) => (await findDocuments(publicReader, 'employees', locale, { sort: 'order' })).docs,
  'employees:list',
  [tags.collection('employees'), tags.collection('media')],
)

export const listProducts = cached(
  async (locale: Locale) => (await findDocuments(publicReader, 'products', locale, { sort: 'order' })).docs,
  'products:list',
  [tags.collection('products'), tags.collection('media')],
)
