import { doc, p, type RichText } from '../lexical'
import type { Localized } from './types'

/** A block of a seeded page: its type and, per field, the value in each language (or one for both). */
export type BlockSeed = { blockType: string } & Record<string, unknown>

export interface PageSeed {
  title: Localized<string>
  slug: Localized<string>
  /** The search title (the page's <title> adds the studio's name) and description, within what engines show. */
  search: Localized<string>
  description: Localized<string>
  /** The blocks in each language: the same types in the same order, words per language. */
  layout: Localized<BlockSeed[]>
}

const faq = (items: { q: string; a: RichText }[]) => items.map(({ q, a }) => ({ question: q, answer: a }))

/** "Work with us": built from blocks, as an editor would (the menu's "Trabalhe conosco" points here). */
export const workWithUs: PageSeed = {
  title: { pt: 'Trabalhe conosco', en: 'Work with us' },
  slug: { pt: 'trabalhe-conosco', en: 'work-with-us' },
  search: { pt: 'Trabalhe conosco: vagas e como é o estúdio', en: 'Work with us: openings and life at the studio' },
  description: {
    pt: 'Vagas e como é trabalhar no Estúdio Maré: projetos de arte, design e tecnologia em São Paulo, do briefing à entrega.',
    en: 'Openings and what working at Estúdio Maré is like: art, design and technology projects in São Paulo.',
  },
  layout: {
    pt: [
      {
        blockType: 'hero',
        title: 'Venha fazer com a gente',
        text: 'Designers, devs e artistas que gostam de ver uma ideia virar coisa que as pessoas tocam.',
        primary: { label: 'Veja os cases', url: '/cases' },
      },
      {
        blockType: 'richText',
        content: doc(
          p('Somos um time pequeno: cada pessoa acompanha um projeto da primeira conversa à entrega.'),
          p('Trabalhamos de forma híbrida, com o estúdio na Vila Madalena aberto todos os dias.'),
        ),
      },
      {
        blockType: 'stats',
        title: 'O estúdio em números',
        items: [
          { value: '12', label: 'pessoas' },
          { value: '4', label: 'dias no estúdio por mês, no mínimo' },
          { value: '30', label: 'dias de férias' },
          { value: '100 %', label: 'dos projetos com alguém de cada área' },
        ],
      },
      { blockType: 'team', title: 'Quem já está aqui' },
      {
        blockType: 'faq',
        title: 'Perguntas frequentes',
        items: faq([
          { q: 'Vocês contratam remoto?', a: doc(p('Sim, no Brasil. Pedimos alguns dias por mês no estúdio.')) },
          { q: 'Preciso de portfólio?', a: doc(p('Ajuda, mas contam também projetos pessoais e repositórios.')) },
          { q: 'Como é o processo?', a: doc(p('Uma conversa, um exercício curto e pago, e uma conversa com o time.')) },
        ]),
      },
      { blockType: 'form', title: 'Mande sua mensagem', kind: 'contact' },
    ],
    en: [
      {
        blockType: 'hero',
        title: 'Come make things with us',
        text: 'Designers, developers and artists who like to see an idea become something people touch.',
        primary: { label: 'See the cases', url: '/cases' },
      },
      {
        blockType: 'richText',
        content: doc(
          p('We are a small team: each person follows a project from the first conversation to delivery.'),
          p('We work hybrid, with the studio in Vila Madalena open every day.'),
        ),
      },
      {
        blockType: 'stats',
        title: 'The studio in figures',
        items: [
          { value: '12', label: 'people' },
          { value: '4', label: 'days a month at the studio, at least' },
          { value: '30', label: 'days of holiday' },
          { value: '100 %', label: 'of projects with someone from each field' },
        ],
      },
      { blockType: 'team', title: 'Who is here already' },
      {
        blockType: 'faq',
        title: 'Frequently asked questions',
        items: faq([
          { q: 'Do you hire remotely?', a: doc(p('Yes, in Brazil. We ask for a few days a month at the studio.')) },
          { q: 'Do I need a portfolio?', a: doc(p('It helps, but personal projects and repositories count too.')) },
          { q: 'What is the process?', a: doc(p('A conversation, a short paid exercise, and a talk with the team.')) },
        ]),
      },
      { blockType: 'form', title: 'Send us a message', kind: 'contact' },
    ],
  },
}
