import type { Locale, Localized } from './types'

/**
 * The search title and description every demo document is seeded with: its own title and summary (excerpt), or, where
 * with " | Estúdio Maré" or " | Maré Studio" they would be outside the lengths a publish is checked against (50–60 and
 * 100–150 characters, cms/publish-checks), the texts below. Stored even where they repeat the title, so that a test
 * renaming a demo document does not change its search title. Checked by search.test.ts.
 */
export function searchTexts(
  doc: { slug: Localized<string>; title: Localized<string>; summary?: Localized<string>; excerpt?: Localized<string> },
  locale: Locale,
): { title: string; description: string } {
  const own = search[doc.slug.pt]
  return {
    title: own?.title?.[locale] ?? doc.title[locale],
    description: own?.description?.[locale] ?? (doc.summary ?? doc.excerpt)?.[locale] ?? '',
  }
}

/**
 * By Portuguese slug. Always in both languages: an English search text left empty would show the Portuguese one
 * (Payload's fallback), not the English title or summary.
 */
export const search: Record<string, { title?: Localized<string>; description?: Localized<string> }> = {
  // Cases
  'identidade-visual-orbita': {
    description: {
      pt: 'Identidade generativa do Instituto Órbita: um símbolo que acompanha a posição real dos planetas, dia a dia.',
      en: 'A generative identity for Instituto Órbita: a symbol that follows the real position of the planets, day by day.',
    },
  },
  'rios-invisiveis-casa-do-vento': {
    title: { pt: 'Rios Invisíveis: instalação no Casa do Vento', en: 'Invisible Rivers: a museum floor installation' },
    description: {
      pt: 'Instalação interativa no Museu Casa do Vento: um mapa de 14 metros em que os rios enterrados de São Paulo voltam à superfície.',
      en: 'An interactive installation at Museu Casa do Vento: a 14-metre map on which São Paulo’s buried rivers return to the surface.',
    },
  },
  'ipe-financas-app-e-sistema-de-design': {
    title: { pt: 'Ipê Finanças: app e sistema de design', en: 'Ipê Finanças: the app and its design system' },
  },
  'festival-sinestesia-2026': {
    title: { pt: 'Festival Sinestesia 2026: identidade e palco', en: 'Sinestesia Festival 2026: identity and stage' },
    description: {
      pt: 'Identidade generativa e visuais de palco em tempo real para o Festival Sinestesia: cartazes desenhados pelo som de cada artista.',
      en: 'Generative identity and real-time stage visuals for Sinestesia Festival: every artist got a poster drawn by their own songs.',
    },
  },
  'linha-7-jogo-horizonte': {
    title: { pt: 'Linha 7: um jogo educativo sobre a cidade', en: 'Line 7: an educational game about the city' },
  },
  // The draft case is never published by the seed; its search text is ready for when it is.
  'projeto-em-andamento': {
    title: { pt: 'Projeto em andamento: visuais para a Sereno', en: 'Work in progress: visuals for Sereno Discos' },
    description: {
      pt: 'Visuais em tempo real para o próximo álbum da Sereno Discos, desenhados a partir do som de cada faixa. Ainda em produção.',
      en: 'Real-time visuals for Sereno Discos’ next album, drawn from the sound of each track. Still in production at the studio.',
    },
  },

  // Articles
  'desempenho-e-design': {
    title: { pt: 'Desempenho é design: velocidade no projeto', en: 'Performance is design: speed in every project' },
  },
  'diario-de-desenvolvimento-vento-sul': {
    title: { pt: 'Diário de desenvolvimento: Vento Sul', en: 'Devlog: South Wind, a game about the wind' },
    description: {
      pt: 'Como transformamos o vento no personagem principal do nosso jogo de navegação, e o que aprendemos com trezentos testadores.',
      en: 'How we turned the wind into the main character of our sailing game, and what three hundred people testing it taught us.',
    },
  },
  'acessibilidade-nao-e-etapa-final': {
    title: { pt: 'Acessibilidade não é a etapa final do projeto', en: 'Accessibility is never the final step' },
  },
  'tipografia-variavel-em-identidades-vivas': {
    title: { pt: 'Tipografia variável em identidades vivas', en: 'Variable type in living brand identities' },
    description: {
      pt: 'Fontes variáveis viraram ferramenta de marca. Como usamos eixos de peso, largura e até “gravidade” em identidades que se movem.',
      en: 'Variable fonts became a brand tool. How we use weight, width and even “gravity” axes in identities that move on screen.',
    },
  },
  'como-orcamos-projetos-de-instalacao': {
    title: { pt: 'Como orçamos projetos de instalação', en: 'How we budget interactive installations' },
  },
  'shaders-para-designers': {
    description: {
      pt: 'Shader é só uma pergunta repetida milhões de vezes: “de que cor é este pixel?”. Um guia para designers darem o primeiro passo.',
      en: 'A shader is one question asked millions of times: “what colour is this pixel?”. A primer for designers taking their first step.',
    },
  },
  'cor-em-telas-escuras': {
    title: { pt: 'Cor em telas escuras: paletas para a noite', en: 'Colour on dark screens: palettes for the night' },
    description: {
      pt: 'Fundos escuros não perdoam: um verde que brilha no papel pode vibrar demais na tela. O que aprendemos com paletas noturnas.',
      en: 'Dark backgrounds are unforgiving: a green that glows on paper can vibrate on screen. What we learned building night palettes.',
    },
  },
  'doze-anos-de-estudio': {
    description: {
      pt: 'Começamos em 2014 com duas pessoas e um projetor emprestado. Doze anos depois, revisitamos as decisões que ainda nos guiam.',
      en: 'We started in 2014 with two people and a borrowed projector. Twelve years on, we revisit the decisions that still guide us.',
    },
  },
  'som-como-interface': {
    title: { pt: 'Som como interface: projetar para ouvir', en: 'Sound as interface: designing for the ear' },
  },
  'handoff-sem-atrito': {
    title: { pt: 'Handoff sem atrito entre design e engenharia', en: 'Frictionless handoff from design to code' },
  },
  'o-que-os-museus-nos-ensinaram': {
    description: {
      pt: 'Dez anos criando para museus nos ensinaram que a melhor interação é a que se entende de longe. Cinco lições para todo projeto.',
      en: 'Ten years of designing for museums taught us that the best interaction is understood from afar. Five lessons for every project.',
    },
  },
  'sistemas-generativos-e-controle-criativo': {
    description: {
      pt: 'Arte generativa não é deixar o computador decidir: é escrever regras tão bem que qualquer resultado seja bom. Acaso e autoria.',
      en: 'Generative art isn’t letting the computer decide: it is writing rules so well that any outcome is good. Chance and authorship.',
    },
  },
  'projetar-para-o-espaco-publico': {
    title: { pt: 'Projetar para o espaço público da cidade', en: 'Designing for public space in the city' },
  },
  'por-que-prototipamos-com-codigo': {
    title: { pt: 'Por que prototipamos com código desde cedo', en: 'Why we prototype in code from day one' },
  },

  // Services
  'marca-e-identidade': {
    title: { pt: 'Marca e identidade: sistemas visuais vivos', en: 'Brand & identity: living visual systems' },
  },
  'instalacoes-interativas': {
    title: { pt: 'Instalações interativas para museus e marcas', en: 'Interactive installations for museums' },
  },
  'produtos-digitais-e-web': {
    title: { pt: 'Produtos digitais e web: sites e apps', en: 'Digital products & web: sites, apps, systems' },
  },
  'jogos-e-tempo-real': {
    title: { pt: 'Jogos e tempo real: jogos, shows e TV', en: 'Games & real-time: games, shows and broadcasts' },
  },
}
