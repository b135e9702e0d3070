import { palette } from '../images'
import { bold, doc, h, italic, link, ol, p, quote, ul, upload } from '../lexical'
import type { CaseSeed, Localized } from './types'

const role = {
  creative: { pt: 'Direção criativa', en: 'Creative direction' },
  technology: { pt: 'Direção de tecnologia', en: 'Technology direction' },
  brand: { pt: 'Design de marca', en: 'Brand design' },
  realtime: { pt: 'Desenvolvimento em tempo real', en: 'Real-time development' },
  production: { pt: 'Produção executiva', en: 'Executive production' },
  interaction: { pt: 'Design de interação', en: 'Interaction design' },
  sound: { pt: 'Desenho de som', en: 'Sound design' },
  type: { pt: 'Tipografia', en: 'Type design' },
  engineering: { pt: 'Engenharia de software', en: 'Software engineering' },
  illustration: { pt: 'Ilustração', en: 'Illustration' },
  motion: { pt: 'Motion design', en: 'Motion design' },
} satisfies Record<string, Localized<string>>

export const cases: CaseSeed[] = [
  {
    status: 'published',
    title: { pt: 'Órbita: uma identidade que segue os planetas', en: 'Órbita: an identity that follows the planets' },
    slug: { pt: 'identidade-visual-orbita', en: 'orbita-visual-identity' },
    summary: {
      pt: 'Nova identidade do Instituto Órbita: um símbolo que muda todos os dias conforme a posição real dos planetas, com tipografia variável e sinalização do novo planetário.',
      en: 'A new identity for Instituto Órbita: a symbol that changes every day with the real position of the planets, with variable typography and wayfinding for the new planetarium.',
    },
    client: 'orbita',
    services: ['brand', 'digital'],
    year: 2025,
    featured: true,
    order: 1,
    cover: {
      name: 'case-orbita-cover',
      kind: 'cover',
      style: 'orbits',
      accent: palette.coral,
      alt: {
        pt: 'Órbitas concêntricas em verde e coral ao redor de um núcleo luminoso',
        en: 'Concentric green and coral orbits around a glowing core',
      },
    },
    gallery: [
      {
        image: {
          name: 'case-orbita-symbol',
          kind: 'gallery',
          style: 'orbits',
          accent: palette.amber,
          alt: {
            pt: 'Variação do símbolo Órbita com anéis tracejados em âmbar',
            en: 'A variation of the Órbita symbol with dashed amber rings',
          },
        },
        caption: {
          pt: 'O símbolo do dia 21 de março, equinócio de outono.',
          en: 'The symbol for 21 March, the autumn equinox in Brazil.',
        },
      },
      {
        image: {
          name: 'case-orbita-signage',
          kind: 'gallery',
          style: 'grid',
          accent: palette.coral,
          alt: {
            pt: 'Grade de pontos usada na sinalização do planetário',
            en: 'Dot grid used in the planetarium’s wayfinding',
          },
        },
        caption: {
          pt: 'Sistema de sinalização baseado na grade de pontos.',
          en: 'Wayfinding system built on the dot grid.',
        },
      },
      {
        image: {
          name: 'case-orbita-web',
          kind: 'gallery',
          style: 'constellation',
          accent: palette.coral,
          alt: {
            pt: 'Constelação de pontos do novo site do instituto',
            en: 'Point constellation from the institute’s new website',
          },
        },
        caption: {
          pt: 'O céu da noite, ao vivo, na página inicial do site.',
          en: 'Tonight’s sky, live, on the website’s home page.',
        },
      },
    ],
    credits: [
      { role: role.creative, name: 'Helena Duarte' },
      { role: role.brand, name: 'Bianca Nogueira' },
      { role: role.type, name: 'Lucas Teixeira' },
      { role: role.engineering, name: 'Rafael Okada' },
      { role: role.production, name: 'Júlia Macedo' },
    ],
    body: {
      pt: (m) =>
        doc(
          p(
            'Depois de dois anos em reforma, o Instituto Órbita reabriria com um planetário novo e uma pergunta: como fazer uma instituição de ciência parecer tão viva quanto o céu que ela mostra?',
          ),
          h(2, 'O desafio'),
          p(
            'A marca antiga era um globo genérico, pouco lembrado pelo público jovem e difícil de aplicar em tela. O instituto precisava de uma identidade que funcionasse no letreiro da fachada, no aplicativo de visitas e na cúpula de 18 metros do planetário.',
          ),
          h(2, 'A ideia'),
          p(
            'Em vez de desenhar um símbolo fixo, desenhamos uma ',
            bold('regra'),
            ': o “O” de Órbita é formado pelas órbitas de Mercúrio a Saturno, e cada anel mostra a posição real do planeta naquele dia. A marca nunca se repete — e está sempre certa.',
          ),
          ul([
            'Símbolo gerado diariamente a partir de efemérides públicas',
            'Família tipográfica variável com eixo de “gravidade” no peso',
            'Grade de pontos que organiza do cartaz à sinalização',
            'Paleta noturna com um único verde de destaque',
          ]),
          upload(m.gallery[0]),
          h(2, 'Como construímos'),
          ol([
            'Protótipo do gerador em uma semana, para testar a ideia com a diretoria',
            'Regras de legibilidade: o símbolo nunca fica menor que 24 px nem perde o contraste',
            'Exportação automática para impressão, tela e projeção em cúpula',
            'Diretrizes publicadas em um site vivo, com o símbolo do dia para download',
          ]),
          h(2, 'O resultado'),
          p(
            'A identidade foi aplicada em mais de 240 peças no primeiro ano. No semestre da reabertura, as visitas cresceram 38% e o símbolo do dia virou conteúdo: o público compartilha “a marca do meu aniversário”.',
          ),
          quote('Pela primeira vez, a nossa marca explica o que a gente faz sem precisar de legenda.'),
          p(italic('— Marina Couto, diretora do Instituto Órbita')),
        ),
      en: (m) =>
        doc(
          p(
            'After two years of renovation, Instituto Órbita was about to reopen with a brand-new planetarium and one question: how do you make a science institution feel as alive as the sky it shows?',
          ),
          h(2, 'The challenge'),
          p(
            'The old brand was a generic globe, barely remembered by younger audiences and hard to use on screen. The institute needed an identity that worked on the façade sign, in the visitor app and on the planetarium’s 18-metre dome.',
          ),
          h(2, 'The idea'),
          p(
            'Instead of drawing a fixed symbol, we designed a ',
            bold('rule'),
            ': the “O” in Órbita is made of the orbits from Mercury to Saturn, and each ring shows the real position of its planet on that day. The brand never repeats itself — and it is always right.',
          ),
          ul([
            'A symbol generated daily from public ephemeris data',
            'A variable type family with a “gravity” axis on weight',
            'A dot grid that organises everything from posters to signage',
            'A night palette with a single green highlight',
          ]),
          upload(m.gallery[0]),
          h(2, 'How we built it'),
          ol([
            'A generator prototype in one week, to test the idea with the board',
            'Legibility rules: the symbol never goes below 24 px or loses contrast',
            'Automatic export for print, screen and dome projection',
            'Guidelines published as a living website, with the symbol of the day ready to download',
          ]),
          h(2, 'The result'),
          p(
            'The identity was applied to more than 240 pieces in its first year. In the semester of the reopening, visits grew by 38%, and the symbol of the day became content in itself: people share “the logo of my birthday”.',
          ),
          quote('For the first time, our brand explains what we do without needing a caption.'),
          p(italic('— Marina Couto, director of Instituto Órbita')),
        ),
    },
    seo: {
      keywords: {
        pt: 'identidade visual, marca generativa, planetário',
        en: 'visual identity, generative brand, planetarium',
      },
    },
  },
  {
    status: 'published',
    title: { pt: 'Rios Invisíveis', en: 'Invisible Rivers' },
    slug: { pt: 'rios-invisiveis-casa-do-vento', en: 'invisible-rivers-casa-do-vento' },
    summary: {
      pt: 'Instalação interativa no Museu Casa do Vento: um mapa de 14 metros em que os rios enterrados de São Paulo voltam à superfície sob os pés de quem caminha.',
      en: 'An interactive installation at Museu Casa do Vento: a 14-metre map on which São Paulo’s buried rivers return to the surface under visitors’ feet.',
    },
    client: 'casa-do-vento',
    services: ['installations', 'games'],
    year: 2024,
    featured: true,
    order: 2,
    cover: {
      name: 'case-rios-cover',
      kind: 'cover',
      style: 'waves',
      accent: palette.sky,
      alt: {
        pt: 'Linhas ondulantes em verde e azul que lembram correntes de água',
        en: 'Undulating green and blue lines reminiscent of water currents',
      },
    },
    gallery: [
      {
        image: {
          name: 'case-rios-floor',
          kind: 'gallery',
          style: 'waves',
          accent: palette.teal,
          alt: {
            pt: 'Projeção no piso com rios desenhados por linhas turquesa',
            en: 'Floor projection with rivers drawn in teal lines',
          },
        },
        caption: {
          pt: 'O mapa no piso, com o Anhangabaú aparecendo sob os visitantes.',
          en: 'The floor map, with the Anhangabaú stream surfacing under visitors.',
        },
      },
      {
        image: {
          name: 'case-rios-sensors',
          kind: 'gallery',
          style: 'constellation',
          accent: palette.sky,
          alt: {
            pt: 'Rede de pontos representando os sensores de profundidade',
            en: 'Network of points representing the depth sensors',
          },
        },
        caption: {
          pt: 'Doze sensores de profundidade cobrem toda a sala.',
          en: 'Twelve depth sensors cover the entire room.',
        },
      },
      {
        image: {
          name: 'case-rios-archive',
          kind: 'gallery',
          style: 'bands',
          accent: palette.sky,
          alt: {
            pt: 'Faixas diagonais azuis e verdes evocando mapas históricos',
            en: 'Diagonal blue and green bands evoking historical maps',
          },
        },
        caption: {
          pt: 'Camadas de mapas de 1890 a hoje, alinhadas ao traçado atual.',
          en: 'Layers of maps from 1890 to today, aligned with the current street grid.',
        },
      },
    ],
    credits: [
      { role: role.creative, name: 'Helena Duarte' },
      { role: role.realtime, name: 'Tomás Albuquerque' },
      { role: role.interaction, name: 'Caio Ferraz' },
      { role: role.sound, name: 'Irene Vasconcelos' },
      { role: role.production, name: 'Júlia Macedo' },
    ],
    body: {
      pt: (m) =>
        doc(
          p(link('https://vimeo.com/76979871', 'Rios Invisíveis — registro em vídeo da instalação')),
          p(
            'São Paulo tem centenas de rios e córregos que quase ninguém vê: foram canalizados, cobertos e transformados em avenidas. O Museu Casa do Vento nos convidou a trazê-los de volta — pelo menos por alguns minutos.',
          ),
          h(2, 'O desafio'),
          p(
            'A sala tinha 14 por 9 metros, pé-direito baixo e receberia grupos escolares de até 40 crianças ao mesmo tempo. A experiência precisava funcionar para quem entra correndo e para quem fica parado lendo.',
          ),
          h(2, 'A experiência'),
          p(
            'O piso vira um mapa da cidade em escala. Conforme as pessoas caminham, os rios enterrados sob aquele trecho aparecem, ganham som de água e revelam seu nome original em tupi ou português antigo.',
          ),
          upload(m.gallery[0]),
          h(3, 'Por trás da projeção'),
          ul([
            'Quatro projetores laser com blend contínuo no piso',
            'Doze sensores de profundidade fundidos em uma única nuvem de pontos',
            'Simulação de fluidos na GPU, a 60 quadros por segundo',
            'Som espacial em oito canais, com gravações feitas nas nascentes que ainda existem',
          ]),
          h(2, 'Operação'),
          ol([
            'Liga sozinho com a luz da sala, todos os dias às 9h',
            'Recalibra os sensores a cada hora, sem interromper a visita',
            'Envia um relatório diário de saúde para a equipe do museu',
          ]),
          h(2, 'O resultado'),
          p(
            'Em doze meses de exposição, mais de 210 mil pessoas passaram pela sala. A instalação rodou 3.100 horas com duas intervenções técnicas, ambas remotas.',
          ),
          quote(
            'As crianças saem daqui perguntando qual rio passa embaixo da escola delas. Essa era a pergunta que a gente queria.',
          ),
        ),
      en: (m) =>
        doc(
          p(link('https://vimeo.com/76979871', 'Invisible Rivers — video of the installation')),
          p(
            'São Paulo has hundreds of rivers and streams that almost nobody sees: they were channelled, covered and turned into avenues. Museu Casa do Vento invited us to bring them back — for a few minutes at least.',
          ),
          h(2, 'The challenge'),
          p(
            'The room measured 14 by 9 metres, had a low ceiling and would host school groups of up to 40 children at once. The experience had to work both for those who run in and for those who stand still and read.',
          ),
          h(2, 'The experience'),
          p(
            'The floor becomes a scale map of the city. As people walk, the rivers buried beneath that stretch appear, take on the sound of water and reveal their original names in Tupi or old Portuguese.',
          ),
          upload(m.gallery[0]),
          h(3, 'Behind the projection'),
          ul([
            'Four laser projectors with seamless blending on the floor',
            'Twelve depth sensors merged into a single point cloud',
            'GPU fluid simulation at 60 frames per second',
            'Eight-channel spatial sound, with recordings made at the springs that still exist',
          ]),
          h(2, 'Operations'),
          ol([
            'Switches itself on with the room lights, every day at 9 am',
            'Recalibrates the sensors every hour, without interrupting visits',
            'Sends a daily health report to the museum’s team',
          ]),
          h(2, 'The result'),
          p(
            'Over twelve months, more than 210,000 people walked through the room. The installation ran for 3,100 hours with two technical interventions, both remote.',
          ),
          quote(
            'Children leave asking which river runs under their school. That was exactly the question we hoped for.',
          ),
        ),
    },
  },
  {
    status: 'published',
    title: { pt: 'Ipê Finanças: app e sistema de design', en: 'Ipê Finanças: app and design system' },
    slug: { pt: 'ipe-financas-app-e-sistema-de-design', en: 'ipe-financas-app-and-design-system' },
    summary: {
      pt: 'Redesenho completo do app do Ipê Finanças e criação de um sistema de design acessível, com 120 componentes compartilhados entre iOS, Android e web.',
      en: 'A complete redesign of the Ipê Finanças app and an accessible design system with 120 components shared across iOS, Android and web.',
    },
    client: 'ipe',
    services: ['digital', 'brand'],
    year: 2023,
    featured: false,
    order: 3,
    cover: {
      name: 'case-ipe-cover',
      kind: 'cover',
      style: 'grid',
      accent: palette.amber,
      alt: {
        pt: 'Grade de círculos verdes e âmbar que crescem em direção ao centro',
        en: 'Grid of green and amber circles growing towards the centre',
      },
    },
    gallery: [
      {
        image: {
          name: 'case-ipe-components',
          kind: 'gallery',
          style: 'mosaic',
          accent: palette.amber,
          alt: {
            pt: 'Mosaico de formas que representa a biblioteca de componentes',
            en: 'Mosaic of shapes representing the component library',
          },
        },
        caption: {
          pt: 'A biblioteca de componentes, documentada e testada.',
          en: 'The component library, documented and tested.',
        },
      },
      {
        image: {
          name: 'case-ipe-onboarding',
          kind: 'gallery',
          style: 'bands',
          accent: palette.amber,
          alt: {
            pt: 'Faixas diagonais em âmbar e verde sugerindo etapas de um fluxo',
            en: 'Diagonal amber and green bands suggesting the steps of a flow',
          },
        },
        caption: {
          pt: 'O novo cadastro, de onze para quatro minutos.',
          en: 'The new sign-up, down from eleven minutes to four.',
        },
      },
    ],
    credits: [
      { role: role.creative, name: 'Helena Duarte' },
      { role: role.interaction, name: 'Caio Ferraz' },
      { role: role.brand, name: 'Bianca Nogueira' },
      { role: role.engineering, name: 'Rafael Okada' },
    ],
    body: {
      pt: (m) =>
        doc(
          p(
            'O Ipê Finanças cresceu rápido demais para o próprio app: cada time desenhava suas telas, e o cliente sentia que usava cinco bancos diferentes. Fomos chamados para reorganizar a casa sem parar a operação.',
          ),
          h(2, 'Diagnóstico'),
          ul([
            '37 tons de verde em uso e nenhum com contraste suficiente sobre branco',
            'Quatro versões diferentes do mesmo botão de confirmar',
            'Cadastro de onze minutos, com abandono de 46%',
          ]),
          h(2, 'O sistema'),
          p(
            'Criamos um sistema de design com tokens compartilhados entre iOS, Android e web. Cada componente nasce acessível: foco visível, rótulos para leitores de tela e tamanhos de toque de pelo menos 44 pontos.',
          ),
          upload(m.gallery[0]),
          h(2, 'Entrega em etapas'),
          ol([
            'Tokens e tipografia, aplicados sem mudar nenhuma tela',
            'Componentes básicos, trocados tela a tela',
            'Novos fluxos de cadastro, Pix e investimentos',
          ]),
          h(2, 'O resultado'),
          p(
            'O cadastro caiu de onze para quatro minutos e o abandono para 17%. O time do Ipê hoje mantém o sistema sozinho, com 120 componentes e uma nota de acessibilidade AA auditada.',
          ),
          quote('O sistema de design virou a língua comum entre produto, design e engenharia.'),
        ),
      en: (m) =>
        doc(
          p(
            'Ipê Finanças grew too fast for its own app: every team designed its own screens, and customers felt they were using five different banks. We were brought in to put the house in order without stopping operations.',
          ),
          h(2, 'Diagnosis'),
          ul([
            '37 shades of green in use, none with enough contrast on white',
            'Four different versions of the same confirm button',
            'An eleven-minute sign-up with a 46% drop-off',
          ]),
          h(2, 'The system'),
          p(
            'We created a design system with tokens shared across iOS, Android and web. Every component is born accessible: visible focus, screen-reader labels and touch targets of at least 44 points.',
          ),
          upload(m.gallery[0]),
          h(2, 'Delivery in stages'),
          ol([
            'Tokens and typography, applied without changing a single screen',
            'Core components, swapped screen by screen',
            'New flows for sign-up, Pix payments and investments',
          ]),
          h(2, 'The result'),
          p(
            'Sign-up went from eleven minutes to four, and drop-off fell to 17%. Ipê’s team now maintains the system on its own, with 120 components and an audited AA accessibility rating.',
          ),
          quote('The design system became the common language between product, design and engineering.'),
        ),
    },
  },
  {
    status: 'published',
    title: { pt: 'Festival Sinestesia 2026', en: 'Sinestesia Festival 2026' },
    slug: { pt: 'festival-sinestesia-2026', en: 'sinestesia-festival-2026' },
    summary: {
      pt: 'Identidade generativa e visuais de palco em tempo real para o Festival Sinestesia: cada artista ganhou um cartaz desenhado pelo som das próprias músicas.',
      en: 'Generative identity and real-time stage visuals for Sinestesia Festival: every artist got a poster drawn by the sound of their own songs.',
    },
    client: 'sinestesia',
    services: ['brand', 'games', 'installations'],
    year: 2026,
    featured: true,
    order: 4,
    cover: {
      name: 'case-sinestesia-cover',
      kind: 'cover',
      style: 'bands',
      accent: palette.rose,
      alt: {
        pt: 'Faixas diagonais de luz verde e rosa cruzadas por uma linha brilhante',
        en: 'Diagonal bands of green and pink light crossed by a bright line',
      },
    },
    gallery: [
      {
        image: {
          name: 'case-sinestesia-posters',
          kind: 'gallery',
          style: 'mosaic',
          accent: palette.rose,
          alt: {
            pt: 'Mosaico geométrico em rosa e verde gerado a partir de áudio',
            en: 'Geometric pink and green mosaic generated from audio',
          },
        },
        caption: {
          pt: 'Cartazes gerados a partir do espectro de cada artista.',
          en: 'Posters generated from each artist’s sound spectrum.',
        },
      },
      {
        image: {
          name: 'case-sinestesia-stage',
          kind: 'gallery',
          style: 'waves',
          accent: palette.rose,
          alt: {
            pt: 'Ondas de linhas coloridas como as exibidas no telão do palco',
            en: 'Waves of coloured lines like those shown on the stage screen',
          },
        },
        caption: { pt: 'Visuais ao vivo no palco principal.', en: 'Live visuals on the main stage.' },
      },
      {
        image: {
          name: 'case-sinestesia-wayfinding',
          kind: 'gallery',
          style: 'grid',
          accent: palette.violet,
          alt: {
            pt: 'Grade de pontos violeta e verde usada na sinalização do festival',
            en: 'Violet and green dot grid used in the festival’s signage',
          },
        },
        caption: {
          pt: 'Sinalização do parque com a mesma grade dos cartazes.',
          en: 'Park signage using the same grid as the posters.',
        },
      },
    ],
    credits: [
      { role: role.creative, name: 'Helena Duarte' },
      { role: role.brand, name: 'Bianca Nogueira' },
      { role: role.realtime, name: 'Tomás Albuquerque' },
      { role: role.motion, name: 'Nina Sato' },
      { role: role.production, name: 'Júlia Macedo' },
    ],
    body: {
      pt: (m) =>
        doc(
          p(
            'Um festival chamado Sinestesia pedia uma identidade que se ouvisse. Partimos de uma pergunta simples: e se cada artista desenhasse o próprio cartaz, só com a sua música?',
          ),
          h(2, 'A identidade'),
          p(
            'Analisamos o áudio de três faixas de cada artista — ritmo, timbre, intensidade — e transformamos esses dados em parâmetros de um sistema gráfico. O resultado são 42 cartazes diferentes que pertencem claramente à mesma família.',
          ),
          upload(m.gallery[0]),
          h(2, 'No palco'),
          p(
            'O mesmo sistema ganhou vida nos telões. Os visuais reagem ao som da mesa em tempo real, com ajustes que o VJ controla por um painel feito para ser usado no escuro.',
          ),
          ul([
            'Três palcos, três dias, 42 shows',
            'Latência entre som e imagem abaixo de 30 milissegundos',
            'Modo de segurança que mantém imagem na tela mesmo se um computador falhar',
          ]),
          h(2, 'Cronograma'),
          ol([
            'Quatro semanas de pesquisa e protótipo do gerador',
            'Seis semanas de produção de cartazes, site e sinalização',
            'Dois ensaios técnicos completos antes da abertura dos portões',
          ]),
          quote('O público reconhecia o artista pelo cartaz antes de ler o nome.'),
          p('A identidade recebeu menção honrosa no prêmio anual de design digital de São Paulo.'),
        ),
      en: (m) =>
        doc(
          p(
            'A festival called Sinestesia — synaesthesia — called for an identity you could hear. We started from a simple question: what if every artist drew their own poster, using nothing but their music?',
          ),
          h(2, 'The identity'),
          p(
            'We analysed the audio of three tracks by each artist — rhythm, timbre, intensity — and turned that data into the parameters of a graphic system. The result is 42 different posters that clearly belong to the same family.',
          ),
          upload(m.gallery[0]),
          h(2, 'On stage'),
          p(
            'The same system came alive on the screens. The visuals react to the sound from the desk in real time, with tweaks the VJ controls from a panel designed to be used in the dark.',
          ),
          ul([
            'Three stages, three days, 42 shows',
            'Sound-to-image latency under 30 milliseconds',
            'A safe mode that keeps an image on screen even if a computer fails',
          ]),
          h(2, 'Timeline'),
          ol([
            'Four weeks of research and generator prototyping',
            'Six weeks producing posters, website and signage',
            'Two full technical rehearsals before the gates opened',
          ]),
          quote('The audience recognised the artist by the poster before reading the name.'),
          p('The identity received an honourable mention at São Paulo’s annual digital design awards.'),
        ),
    },
  },
  {
    status: 'published',
    title: { pt: 'Café Cordilheira: loja e embalagens', en: 'Café Cordilheira: shop and packaging' },
    slug: { pt: 'cafe-cordilheira-loja-e-embalagens', en: 'cafe-cordilheira-shop-and-packaging' },
    summary: {
      pt: 'Embalagens com padrões topográficos gerados a partir do relevo de cada fazenda e uma loja online de assinaturas para a torrefação Café Cordilheira.',
      en: 'Packaging with topographic patterns generated from each farm’s terrain, and an online subscription shop for the Café Cordilheira roastery.',
    },
    client: 'cordilheira',
    services: ['brand', 'digital'],
    year: 2022,
    featured: false,
    order: 5,
    cover: {
      name: 'case-cordilheira-cover',
      kind: 'cover',
      style: 'waves',
      accent: palette.amber,
      alt: {
        pt: 'Curvas de nível em verde e âmbar que lembram um relevo montanhoso',
        en: 'Green and amber contour lines reminiscent of mountainous terrain',
      },
    },
    gallery: [
      {
        image: {
          name: 'case-cordilheira-packaging',
          kind: 'gallery',
          style: 'waves',
          accent: palette.bone,
          alt: {
            pt: 'Padrão de curvas de nível em tom creme usado nas embalagens',
            en: 'Cream contour-line pattern used on the packaging',
          },
        },
        caption: {
          pt: 'Cada origem tem o padrão do relevo da sua fazenda.',
          en: 'Each origin carries the terrain pattern of its farm.',
        },
      },
      {
        image: {
          name: 'case-cordilheira-shop',
          kind: 'gallery',
          style: 'grid',
          accent: palette.amber,
          alt: {
            pt: 'Grade de pontos âmbar representando a vitrine da loja online',
            en: 'Amber dot grid representing the online shop’s catalogue',
          },
        },
        caption: {
          pt: 'A loja online, com assinatura em três cliques.',
          en: 'The online shop, with subscriptions in three clicks.',
        },
      },
    ],
    credits: [
      { role: role.brand, name: 'Bianca Nogueira' },
      { role: role.illustration, name: 'Pedro Amaral' },
      { role: role.engineering, name: 'Rafael Okada' },
      { role: role.interaction, name: 'Caio Ferraz' },
    ],
    body: {
      pt: (m) =>
        doc(
          p(
            'A Café Cordilheira compra de onze pequenas fazendas na Mantiqueira e no Cerrado Mineiro. Queria que cada pacote contasse de onde veio aquele café — sem virar um folheto.',
          ),
          h(2, 'Embalagens que são mapas'),
          p(
            'Usamos dados públicos de altitude para gerar, para cada fazenda, um padrão de curvas de nível. O padrão vai impresso na embalagem em uma só cor; a altitude exata aparece em destaque, porque é ela que explica a doçura da xícara.',
          ),
          upload(m.gallery[0]),
          h(2, 'A loja'),
          ul([
            'Assinatura mensal com escolha de moagem e frequência',
            'Página de cada origem com mapa, produtor e notas de prova',
            'Checkout com Pix e cartão em uma única tela',
          ]),
          h(2, 'Números do primeiro ano'),
          ol([
            '3.800 assinantes ativos',
            'Ticket médio 27% maior que na loja anterior',
            'Tempo médio de carregamento abaixo de um segundo no 4G',
          ]),
          quote('Os clientes colecionam as embalagens. Alguns já emolduraram.'),
        ),
      en: (m) =>
        doc(
          p(
            'Café Cordilheira buys from eleven small farms in the Mantiqueira mountains and the Cerrado Mineiro. It wanted each bag to tell where the coffee came from — without turning into a leaflet.',
          ),
          h(2, 'Packaging that is a map'),
          p(
            'We used public elevation data to generate a contour-line pattern for each farm. The pattern is printed on the bag in a single colour; the exact altitude stands out, because that is what explains the sweetness in the cup.',
          ),
          upload(m.gallery[0]),
          h(2, 'The shop'),
          ul([
            'Monthly subscription with a choice of grind and frequency',
            'A page for each origin with map, producer and tasting notes',
            'Checkout with Pix and card on a single screen',
          ]),
          h(2, 'First-year numbers'),
          ol([
            '3,800 active subscribers',
            'Average order value 27% higher than in the previous shop',
            'Average load time under one second on 4G',
          ]),
          quote('Customers collect the bags. Some have already framed them.'),
        ),
    },
  },
  {
    status: 'published',
    title: { pt: 'Linha 7: um jogo sobre a cidade', en: 'Line 7: a game about the city' },
    slug: { pt: 'linha-7-jogo-horizonte', en: 'line-7-horizonte-game' },
    summary: {
      pt: 'Jogo educativo para navegador em que estudantes planejam uma linha de ônibus e descobrem, na prática, como a mobilidade muda a vida de um bairro.',
      en: 'An educational browser game in which students plan a bus line and discover, first-hand, how mobility changes life in a neighbourhood.',
    },
    client: 'horizonte',
    services: ['games', 'digital'],
    year: 2021,
    featured: false,
    order: 6,
    cover: {
      name: 'case-linha7-cover',
      kind: 'cover',
      style: 'constellation',
      accent: palette.sky,
      alt: {
        pt: 'Pontos ligados por linhas como um mapa de rede de transporte',
        en: 'Points joined by lines like a transit network map',
      },
    },
    gallery: [
      {
        image: {
          name: 'case-linha7-map',
          kind: 'gallery',
          style: 'grid',
          accent: palette.sky,
          alt: {
            pt: 'Grade de pontos azuis e verdes representando quarteirões do jogo',
            en: 'Grid of blue and green dots representing the game’s city blocks',
          },
        },
        caption: { pt: 'O bairro do jogo, quadra a quadra.', en: 'The game’s neighbourhood, block by block.' },
      },
      {
        image: {
          name: 'case-linha7-classroom',
          kind: 'gallery',
          style: 'orbits',
          accent: palette.sky,
          alt: {
            pt: 'Anéis concêntricos azuis que lembram o alcance de um ponto de ônibus',
            en: 'Concentric blue rings suggesting a bus stop’s catchment area',
          },
        },
        caption: {
          pt: 'Cada ponto de ônibus mostra quantas pessoas alcança.',
          en: 'Each bus stop shows how many people it reaches.',
        },
      },
    ],
    credits: [
      { role: role.creative, name: 'Helena Duarte' },
      { role: role.realtime, name: 'Tomás Albuquerque' },
      { role: role.illustration, name: 'Pedro Amaral' },
      { role: role.production, name: 'Júlia Macedo' },
    ],
    body: {
      pt: (m) =>
        doc(
          p(
            'A Horizonte Mobilidade queria levar o debate sobre transporte público para a sala de aula, com estudantes de 12 a 15 anos. Propusemos um jogo curto, que coubesse em uma aula e rodasse nos computadores das escolas públicas.',
          ),
          h(2, 'Como se joga'),
          p(
            'Você tem um orçamento, um bairro e um prazo. Desenha o trajeto, escolhe onde ficam os pontos e vê, ao longo de uma “semana” de jogo, quem consegue chegar ao trabalho, à escola e ao posto de saúde.',
          ),
          upload(m.gallery[0]),
          h(2, 'Decisões de projeto'),
          ul([
            'Roda em navegador, em computadores de 2012, com menos de 8 MB',
            'Funciona offline depois de carregado, para escolas com internet instável',
            'Material para professores com três planos de aula',
          ]),
          h(2, 'Impacto'),
          ol([
            'Adotado por mais de 300 escolas públicas em quatro estados',
            '180 mil partidas jogadas no primeiro ano',
            'Finalista em uma premiação internacional de jogos educativos',
          ]),
          quote('Eles discutem a linha como se fosse o bairro deles — e muitas vezes é.'),
        ),
      en: (m) =>
        doc(
          p(
            'Horizonte Mobilidade wanted to bring the public-transport debate into the classroom, with students aged 12 to 15. We proposed a short game that would fit in one lesson and run on public-school computers.',
          ),
          h(2, 'How it plays'),
          p(
            'You get a budget, a neighbourhood and a deadline. You draw the route, choose where the stops go and watch, over an in-game “week”, who manages to reach work, school and the health centre.',
          ),
          upload(m.gallery[0]),
          h(2, 'Design decisions'),
          ul([
            'Runs in the browser on 2012 computers, in under 8 MB',
            'Works offline once loaded, for schools with unreliable internet',
            'Teacher materials with three lesson plans',
          ]),
          h(2, 'Impact'),
          ol([
            'Adopted by more than 300 public schools in four states',
            '180,000 games played in the first year',
            'Finalist at an international educational games award',
          ]),
          quote('They argue about the line as if it were their own neighbourhood — and often it is.'),
        ),
    },
  },
  {
    status: 'draft',
    title: { pt: 'Projeto em andamento', en: 'Work in progress' },
    slug: { pt: 'projeto-em-andamento', en: 'work-in-progress' },
    summary: {
      pt: 'Visuais em tempo real para o próximo álbum da Sereno Discos. Ainda em produção.',
      en: 'Real-time visuals for Sereno Discos’ next album. Still in production.',
    },
    client: 'sereno',
    services: ['games'],
    year: 2026,
    featured: false,
    order: 99,
    cover: {
      name: 'case-draft-cover',
      kind: 'cover',
      style: 'mosaic',
      accent: palette.bone,
      alt: { pt: 'Mosaico geométrico em verde e creme', en: 'Geometric mosaic in green and cream' },
    },
    gallery: [],
    credits: [{ role: role.realtime, name: 'Tomás Albuquerque' }],
    body: {
      pt: () => doc(p('Rascunho interno. Não publicar antes do lançamento do álbum.')),
      en: () => doc(p('Internal draft. Do not publish before the album comes out.')),
    },
  },
]
