import { palette } from '../images'
import { bold, doc, h, italic, ol, p, ul } from '../lexical'
import type { ServiceSeed } from './types'

export const services: ServiceSeed[] = [
  {
    key: 'brand',
    order: 1,
    title: { pt: 'Marca e identidade', en: 'Brand & identity' },
    slug: { pt: 'marca-e-identidade', en: 'brand-and-identity' },
    summary: {
      pt: 'Identidades que se comportam bem em qualquer superfície — do cartão ao telão, do app à fachada. Estratégia, sistema visual e diretrizes vivas.',
      en: 'Identities that behave on any surface — from business card to LED wall, from app to façade. Strategy, visual system and living guidelines.',
    },
    body: {
      pt: doc(
        p(
          'Uma marca hoje vive mais tempo em movimento do que parada. Por isso desenhamos ',
          bold('sistemas'),
          ', não só logotipos: regras claras de tipografia, cor, ritmo e comportamento que qualquer pessoa do time do cliente consegue aplicar sem nos ligar.',
        ),
        h(2, 'O que entregamos'),
        ul([
          'Plataforma de marca: propósito, tom de voz e naming',
          'Sistema visual: assinatura, tipografia, paleta, grafismos e iconografia',
          'Identidades generativas e em movimento, prontas para tela e projeção',
          'Diretrizes publicadas como site vivo, com arquivos sempre atualizados',
        ]),
        h(2, 'Como fazemos'),
        ol([
          [bold('Imersão'), ' — entrevistas, visita ao espaço e leitura do que a marca já diz sem perceber.'],
          [bold('Território'), ' — duas ou três direções visuais, testadas em aplicações reais desde o início.'],
          [bold('Sistema'), ' — a direção escolhida vira regra, componente e arquivo.'],
          [bold('Lançamento'), ' — acompanhamos as primeiras aplicações e treinamos o time interno.'],
        ]),
        p(
          'Projetos de identidade levam, em média, de ',
          italic('dez a dezesseis semanas'),
          ', do primeiro encontro ao manual publicado.',
        ),
      ),
      en: doc(
        p(
          'A brand today spends more of its life in motion than standing still. So we design ',
          bold('systems'),
          ', not just logos: clear rules for type, colour, rhythm and behaviour that anyone on the client’s team can apply without calling us.',
        ),
        h(2, 'What we deliver'),
        ul([
          'Brand platform: purpose, tone of voice and naming',
          'Visual system: signature, typography, palette, graphic devices and iconography',
          'Generative and motion identities, ready for screens and projection',
          'Guidelines published as a living website, with files always up to date',
        ]),
        h(2, 'How we work'),
        ol([
          [
            bold('Immersion'),
            ' — interviews, a visit to the space and a close read of what the brand already says without noticing.',
          ],
          [bold('Territory'), ' — two or three visual directions, tested on real applications from the start.'],
          [bold('System'), ' — the chosen direction becomes rules, components and files.'],
          [bold('Launch'), ' — we stay for the first applications and train the in-house team.'],
        ]),
        p(
          'Identity projects take ',
          italic('ten to sixteen weeks'),
          ' on average, from the first meeting to the published guidelines.',
        ),
      ),
    },
    icon: {
      name: 'service-brand-icon',
      kind: 'icon',
      motif: 'identity',
      accent: palette.coral,
      alt: {
        pt: 'Ícone de marca e identidade: círculo e retângulo sobrepostos',
        en: 'Brand and identity icon: overlapping circle and rectangle',
      },
    },
    cover: {
      name: 'service-brand-cover',
      kind: 'cover',
      style: 'mosaic',
      accent: palette.coral,
      alt: {
        pt: 'Mosaico de triângulos e quartos de círculo em verde e coral sobre fundo escuro',
        en: 'Mosaic of triangles and quarter circles in green and coral on a dark background',
      },
    },
  },
  {
    key: 'installations',
    order: 2,
    title: { pt: 'Instalações interativas', en: 'Interactive installations' },
    slug: { pt: 'instalacoes-interativas', en: 'interactive-installations' },
    summary: {
      pt: 'Espaços que respondem a quem passa: projeção mapeada, sensores, luz e som para museus, exposições, marcas e eventos.',
      en: 'Spaces that respond to whoever walks by: projection mapping, sensors, light and sound for museums, exhibitions, brands and events.',
    },
    body: {
      pt: doc(
        p(
          'Instalação boa é aquela que o público entende em três segundos e continua explorando por dez minutos. Projetamos a experiência, o conteúdo e a engenharia — e ficamos no chão da montagem até a última calibração.',
        ),
        h(2, 'Com o que trabalhamos'),
        ul([
          'Projeção mapeada e telas de LED de grande formato',
          'Sensores de profundidade, câmeras e visão computacional',
          'Som espacial e luz controlada por DMX',
          'Software em tempo real feito para rodar meses sem reinício',
        ]),
        h(2, 'Do esboço à operação'),
        ol([
          'Roteiro da experiência e protótipo em escala reduzida',
          'Testes com público real ainda no estúdio',
          'Montagem, calibração e treinamento da equipe do espaço',
          'Monitoramento remoto durante toda a temporada',
        ]),
        p(
          'Cada projeto sai com um ',
          bold('manual de operação'),
          ' de uma página: ligar, desligar e o que fazer se algo sair do lugar.',
        ),
      ),
      en: doc(
        p(
          'A good installation is one the audience understands in three seconds and keeps exploring for ten minutes. We design the experience, the content and the engineering — and we stay on the build floor until the last calibration.',
        ),
        h(2, 'What we work with'),
        ul([
          'Projection mapping and large-format LED walls',
          'Depth sensors, cameras and computer vision',
          'Spatial sound and DMX-controlled light',
          'Real-time software built to run for months without a restart',
        ]),
        h(2, 'From sketch to operation'),
        ol([
          'Experience script and scaled-down prototype',
          'Tests with real visitors while still in the studio',
          'Installation, calibration and training for the venue’s staff',
          'Remote monitoring for the whole run',
        ]),
        p(
          'Every project ships with a one-page ',
          bold('operations manual'),
          ': switch on, switch off, and what to do if something drifts.',
        ),
      ),
    },
    icon: {
      name: 'service-installations-icon',
      kind: 'icon',
      motif: 'installation',
      accent: palette.violet,
      alt: {
        pt: 'Ícone de instalações: feixes de luz saindo de um ponto',
        en: 'Installations icon: beams of light fanning out from a point',
      },
    },
    cover: {
      name: 'service-installations-cover',
      kind: 'cover',
      style: 'constellation',
      accent: palette.violet,
      alt: {
        pt: 'Constelação de pontos ligados por linhas finas, com brilhos violeta',
        en: 'Constellation of points joined by thin lines, with violet glows',
      },
    },
  },
  {
    key: 'digital',
    order: 3,
    title: { pt: 'Produtos digitais e web', en: 'Digital products & web' },
    slug: { pt: 'produtos-digitais-e-web', en: 'digital-products-and-web' },
    summary: {
      pt: 'Sites, apps e plataformas rápidos, acessíveis e bonitos de usar. Do protótipo ao código em produção, com o mesmo time.',
      en: 'Fast, accessible websites, apps and platforms that are a pleasure to use. From prototype to production code, with the same team.',
    },
    body: {
      pt: doc(
        p(
          'Design e engenharia sentam na mesma mesa desde o primeiro dia. Isso encurta decisões, evita telas impossíveis e faz o produto chegar ao ar com a qualidade que foi prometida no protótipo.',
        ),
        h(2, 'O que construímos'),
        ul([
          'Sites institucionais e editoriais com CMS sob medida',
          'Aplicativos web e mobile para serviços e comércio',
          'Sistemas de design com componentes documentados',
          'Experiências 3D e WebGL que carregam rápido em qualquer celular',
        ]),
        h(2, 'Nosso padrão'),
        ol([
          'Acessibilidade WCAG 2.2 AA como requisito, não como extra',
          'Métricas de desempenho definidas no início e medidas a cada entrega',
          'Código aberto para o cliente, documentado e sem dependência do estúdio',
        ]),
      ),
      en: doc(
        p(
          'Design and engineering sit at the same table from day one. It shortens decisions, avoids impossible screens and gets the product live with the quality the prototype promised.',
        ),
        h(2, 'What we build'),
        ul([
          'Corporate and editorial websites with a tailored CMS',
          'Web and mobile apps for services and commerce',
          'Design systems with documented components',
          '3D and WebGL experiences that load fast on any phone',
        ]),
        h(2, 'Our standard'),
        ol([
          'WCAG 2.2 AA accessibility as a requirement, not an extra',
          'Performance budgets set at the start and measured on every release',
          'Code handed to the client, documented and free of any lock-in to the studio',
        ]),
      ),
    },
    icon: {
      name: 'service-digital-icon',
      kind: 'icon',
      motif: 'digital',
      accent: palette.amber,
      alt: {
        pt: 'Ícone de produtos digitais: janela de navegador com bloco e linhas de texto',
        en: 'Digital products icon: browser window with a block and lines of text',
      },
    },
    cover: {
      name: 'service-digital-cover',
      kind: 'cover',
      style: 'grid',
      accent: palette.amber,
      alt: {
        pt: 'Grade de pontos que crescem em direção a um foco âmbar',
        en: 'Grid of dots growing towards an amber focal point',
      },
    },
  },
  {
    key: 'games',
    order: 4,
    title: { pt: 'Jogos e tempo real', en: 'Games & real-time' },
    slug: { pt: 'jogos-e-tempo-real', en: 'games-and-real-time' },
    summary: {
      pt: 'Jogos autorais e sob encomenda, experiências educativas e visuais em tempo real para shows e transmissões.',
      en: 'Original and commissioned games, educational experiences and real-time visuals for live shows and broadcasts.',
    },
    body: {
      pt: doc(
        p(
          'Jogo é a forma mais honesta de interação: se não for divertido, ninguém fica. Usamos essa régua em tudo — de um jogo educativo para navegador a visuais que reagem a uma banda ao vivo.',
        ),
        h(2, 'Formatos'),
        ul([
          'Jogos para navegador, desktop e consoles',
          'Jogos educativos e institucionais com métricas de aprendizado',
          'Visuais em tempo real para palco, festivais e transmissões',
          'Ferramentas e pipelines para equipes de arte',
        ]),
        h(2, 'Etapas'),
        ol([
          'Protótipo jogável em duas semanas',
          'Produção em ciclos curtos, com testes abertos',
          'Lançamento, atualização e acompanhamento da comunidade',
        ]),
        p('Também publicamos nossos próprios títulos — é lá que testamos as ideias que depois chegam aos clientes.'),
      ),
      en: doc(
        p(
          'Games are the most honest form of interaction: if it isn’t fun, nobody stays. We apply that yardstick to everything — from an educational browser game to visuals that react to a band playing live.',
        ),
        h(2, 'Formats'),
        ul([
          'Games for browser, desktop and consoles',
          'Educational and institutional games with learning metrics',
          'Real-time visuals for stages, festivals and broadcasts',
          'Tools and pipelines for art teams',
        ]),
        h(2, 'Stages'),
        ol([
          'Playable prototype in two weeks',
          'Production in short cycles, with open playtests',
          'Launch, updates and community care',
        ]),
        p('We also publish our own titles — that is where we test the ideas that later reach our clients.'),
      ),
    },
    icon: {
      name: 'service-games-icon',
      kind: 'icon',
      motif: 'games',
      accent: palette.sky,
      alt: {
        pt: 'Ícone de jogos: controle com direcional e dois botões',
        en: 'Games icon: a controller with a d-pad and two buttons',
      },
    },
    cover: {
      name: 'service-games-cover',
      kind: 'cover',
      style: 'waves',
      accent: palette.sky,
      alt: {
        pt: 'Ondas de linhas finas em verde e azul atravessando a imagem',
        en: 'Waves of thin green and blue lines crossing the frame',
      },
    },
  },
]
