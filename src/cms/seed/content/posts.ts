import { palette, type ArtStyle } from '../images'
import { bold, code, doc, h, link, ol, p, quote, ul } from '../lexical'
import type { ImageSeed, Localized, PostSeed } from './types'

function cover(name: string, style: ArtStyle, accent: string, alt: Localized<string>): ImageSeed {
  return { name: `post-${name}`, kind: 'cover', style, accent, alt }
}

/** Fourteen articles, newest first: more than one page of twelve. */
export const posts: PostSeed[] = [
  {
    title: { pt: 'Desempenho é design', en: 'Performance is design' },
    slug: { pt: 'desempenho-e-design', en: 'performance-is-design' },
    excerpt: {
      pt: 'Um site lento não é um site bonito que demora a carregar: é um site feio. Como tratamos velocidade como parte do projeto, e não como ajuste final.',
      en: 'A slow website isn’t a beautiful site that takes a while to load: it is an ugly site. How we treat speed as part of the design, not as a final tweak.',
    },
    author: 'rafael',
    publishedDate: '2026-11-04T13:00:00.000Z',
    tags: { pt: ['desempenho', 'web', 'engenharia'], en: ['performance', 'web', 'engineering'] },
    cover: cover('desempenho-e-design', 'grid', palette.amber, {
      pt: 'Grade de pontos que aceleram em direção a um foco âmbar',
      en: 'Grid of dots speeding towards an amber focal point',
    }),
    body: {
      pt: doc(
        p(
          'Um site lento não é um site bonito que demora a carregar. É um site feio. A primeira impressão de qualquer projeto digital acontece antes da primeira imagem aparecer — e, no celular de quem está no ônibus, ela dura exatamente o tempo da espera.',
        ),
        h(2, 'O orçamento vem antes do layout'),
        p(
          'Antes de desenhar qualquer tela, combinamos com o cliente um orçamento de desempenho. Ele entra no briefing, ao lado da paleta e do tom de voz:',
        ),
        ul([
          'maior elemento visível em menos de 2,5 segundos numa conexão 4G;',
          'no máximo 170 KB de JavaScript na primeira visita;',
          'nenhum salto de layout perceptível enquanto a página carrega.',
        ]),
        h(2, 'O que fazemos em todo projeto'),
        ol([
          'Imagens em AVIF ou WebP, sempre no tamanho em que aparecem.',
          ['Fontes com subconjunto de caracteres e ', code('font-display: swap'), '.'],
          [
            'Animações apenas com ',
            code('transform'),
            ' e ',
            code('opacity'),
            ', que não forçam o navegador a recalcular a página.',
          ],
          'Medição em aparelho real e barato, não só no notebook do estúdio.',
        ]),
        h(3, 'Um exemplo concreto'),
        p(
          'No site do Instituto Órbita, trocamos um vídeo de fundo de 9 MB por um shader de 4 KB que desenha o céu em tempo real. O resultado ficou mais bonito, mais leve e ainda mostra as estrelas da noite em que você visita.',
        ),
        quote('Cada milissegundo que economizamos é um milissegundo que devolvemos à experiência.'),
        p(
          'Se você quer começar a medir, os guias sobre ',
          link('https://web.dev/articles/vitals', 'Core Web Vitals', true),
          ' são um ponto de partida excelente — e gratuito.',
        ),
      ),
      en: doc(
        p(
          'A slow website isn’t a beautiful website that takes a while to load. It’s an ugly one. The first impression of any digital project happens before the first image appears — and on the phone of someone riding the bus, it lasts exactly as long as the wait.',
        ),
        h(2, 'The budget comes before the layout'),
        p(
          'Before designing a single screen, we agree on a performance budget with the client. It goes into the brief, next to the palette and the tone of voice:',
        ),
        ul([
          'largest visible element in under 2.5 seconds on a 4G connection;',
          'no more than 170 KB of JavaScript on the first visit;',
          'no noticeable layout shift while the page loads.',
        ]),
        h(2, 'What we do on every project'),
        ol([
          'Images in AVIF or WebP, always at the size they are displayed.',
          ['Subsetted fonts with ', code('font-display: swap'), '.'],
          [
            'Animations using only ',
            code('transform'),
            ' and ',
            code('opacity'),
            ', which don’t force the browser to lay out the page again.',
          ],
          'Testing on a real, inexpensive phone, not just on the studio laptop.',
        ]),
        h(3, 'A concrete example'),
        p(
          'On the Instituto Órbita website, we replaced a 9 MB background video with a 4 KB shader that draws the sky in real time. It looks better, weighs less and even shows the stars of the night you visit.',
        ),
        quote('Every millisecond we save is a millisecond we give back to the experience.'),
        p(
          'If you want to start measuring, the guides on ',
          link('https://web.dev/articles/vitals', 'Core Web Vitals', true),
          ' are an excellent — and free — place to begin.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Diário de desenvolvimento: Vento Sul', en: 'Devlog: South Wind' },
    slug: { pt: 'diario-de-desenvolvimento-vento-sul', en: 'devlog-south-wind' },
    excerpt: {
      pt: 'Como transformamos o vento no personagem principal do nosso jogo de navegação — e o que aprendemos com trezentas pessoas testando uma versão inacabada.',
      en: 'How we turned the wind into the main character of our sailing game — and what we learned from three hundred people playing an unfinished build.',
    },
    author: 'tomas',
    publishedDate: '2026-09-22T13:00:00.000Z',
    tags: { pt: ['jogos', 'Vento Sul', 'diário de desenvolvimento'], en: ['games', 'South Wind', 'devlog'] },
    cover: cover('vento-sul-devlog', 'waves', palette.sky, {
      pt: 'Ondas de linhas verdes e azuis como rajadas de vento sobre o mar',
      en: 'Waves of green and blue lines like gusts of wind over the sea',
    }),
    body: {
      pt: doc(
        p(
          'Vento Sul começou como um protótipo de fim de semana: um barquinho, uma seta de vento e a pergunta “dá para fazer navegar ser gostoso sem virar simulador?”. Dois anos depois, o jogo está quase pronto, e este é o primeiro diário aberto sobre como ele funciona por dentro.',
        ),
        h(2, 'O vento como personagem'),
        p(
          'Em Vento Sul você não controla a velocidade, só a vela e o leme. Todo o resto vem do vento — e, por isso, ele precisava ter personalidade: rajadas, calmarias, mudanças previsíveis ao entardecer.',
        ),
        h(3, 'Um campo de vetores simples'),
        p(
          'O vento é um campo de vetores calculado por uma única função, ',
          code('windAt(x, y, t)'),
          ', que soma três camadas de ruído em escalas diferentes. É barato o bastante para rodar em qualquer computador e rico o bastante para ninguém perceber o truque.',
        ),
        h(2, 'O que os testes abertos ensinaram'),
        ul([
          'Ninguém lê tutorial: a primeira viagem agora ensina tudo sem uma linha de texto.',
          'Calmaria demais irrita; reduzimos a duração pela metade.',
          'O som do vento orienta mais do que a seta na tela.',
        ]),
        h(2, 'Próximos passos'),
        ol([
          'Fechar os três últimos faróis da costa sul',
          'Tradução para inglês e espanhol',
          'Lançamento em acesso antecipado',
        ]),
        quote('Parei de olhar para a seta e comecei a ouvir o vento. Aí o jogo fez sentido.'),
        p(
          'Você pode acompanhar e testar a versão mais recente na ',
          link('https://estudiomare.itch.io/vento-sul', 'página do jogo', true),
          '.',
        ),
      ),
      en: doc(
        p(
          'South Wind started as a weekend prototype: a little boat, a wind arrow and the question “can sailing feel good without becoming a simulator?”. Two years later the game is almost done, and this is the first open devlog about how it works inside.',
        ),
        h(2, 'The wind as a character'),
        p(
          'In South Wind you don’t control speed, only the sail and the rudder. Everything else comes from the wind — so it had to have personality: gusts, lulls, predictable shifts at dusk.',
        ),
        h(3, 'A simple vector field'),
        p(
          'The wind is a vector field computed by a single function, ',
          code('windAt(x, y, t)'),
          ', which adds up three layers of noise at different scales. It is cheap enough to run on any computer and rich enough that nobody notices the trick.',
        ),
        h(2, 'What open playtests taught us'),
        ul([
          'Nobody reads tutorials: the first voyage now teaches everything without a line of text.',
          'Too much calm is annoying; we cut its duration in half.',
          'The sound of the wind guides players more than the arrow on screen.',
        ]),
        h(2, 'Next steps'),
        ol([
          'Finish the last three lighthouses on the southern coast',
          'English and Spanish localisation',
          'Early-access release',
        ]),
        quote('I stopped looking at the arrow and started listening to the wind. That’s when the game clicked.'),
        p(
          'You can follow along and play the latest build on the ',
          link('https://estudiomare.itch.io/vento-sul', 'game’s page', true),
          '.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Acessibilidade não é etapa final', en: 'Accessibility is not the last step' },
    slug: { pt: 'acessibilidade-nao-e-etapa-final', en: 'accessibility-is-not-the-last-step' },
    excerpt: {
      pt: 'Quando acessibilidade vira auditoria no fim do projeto, ela vira remendo. Mostramos como ela entra no nosso processo desde o primeiro esboço.',
      en: 'When accessibility becomes an audit at the end of a project, it becomes a patch. Here is how it enters our process from the very first sketch.',
    },
    author: 'caio',
    publishedDate: '2026-08-10T13:00:00.000Z',
    tags: { pt: ['acessibilidade', 'design', 'processo'], en: ['accessibility', 'design', 'process'] },
    cover: cover('acessibilidade', 'mosaic', palette.teal, {
      pt: 'Mosaico de formas geométricas em verde e turquesa, com áreas de alto contraste',
      en: 'Mosaic of geometric shapes in green and teal, with high-contrast areas',
    }),
    body: {
      pt: doc(
        p(
          'Já entregamos projetos em que a acessibilidade entrou só no fim, como uma lista de correções. Funcionou — mais ou menos. Hoje tratamos acessibilidade como tratamos tipografia: uma decisão de design, tomada desde o começo.',
        ),
        h(2, 'No esboço'),
        p('Os primeiros rascunhos já respondem a três perguntas:'),
        ul([
          'Qual é a ordem de leitura desta tela, sem olhar para ela?',
          'Tudo que é clicável tem pelo menos 44 por 44 pixels?',
          'O que acontece com o layout quando o texto fica 200% maior?',
        ]),
        h(2, 'No código'),
        ol([
          'HTML semântico primeiro; ARIA só quando o HTML não basta.',
          ['Todo movimento respeita ', code('prefers-reduced-motion'), '.'],
          ['Mensagens dinâmicas, como “inscrição confirmada”, são anunciadas com ', code('aria-live'), '.'],
          'Navegação completa por teclado, com foco sempre visível.',
        ]),
        h(3, 'E nas instalações?'),
        p(
          'Em espaços físicos, pensamos em altura de alcance, legendas para todo áudio e alternativas táteis. Em Rios Invisíveis, cada rio tem também uma descrição sonora acionada por um botão no corrimão.',
        ),
        quote('Acessibilidade não limita o design. Ela tira dele o que era só capricho.'),
        p(
          'Nossa referência de trabalho é a ',
          link('https://www.w3.org/TR/WCAG22/', 'WCAG 2.2', true),
          ', nível AA, em todos os projetos digitais.',
        ),
      ),
      en: doc(
        p(
          'We have shipped projects where accessibility only came in at the end, as a list of fixes. It worked — sort of. Today we treat accessibility the way we treat typography: as a design decision, made from the start.',
        ),
        h(2, 'In the sketch'),
        p('The very first drafts already answer three questions:'),
        ul([
          'What is the reading order of this screen, without looking at it?',
          'Is everything clickable at least 44 by 44 pixels?',
          'What happens to the layout when text is 200% larger?',
        ]),
        h(2, 'In the code'),
        ol([
          'Semantic HTML first; ARIA only when HTML is not enough.',
          ['All motion respects ', code('prefers-reduced-motion'), '.'],
          ['Dynamic messages, such as “subscription confirmed”, are announced with ', code('aria-live'), '.'],
          'Full keyboard navigation, with focus always visible.',
        ]),
        h(3, 'And in installations?'),
        p(
          'In physical spaces we think about reach height, captions for all audio and tactile alternatives. In Invisible Rivers, each river also has an audio description triggered by a button on the handrail.',
        ),
        quote('Accessibility doesn’t limit design. It strips away what was only whim.'),
        p(
          'Our working reference is ',
          link('https://www.w3.org/TR/WCAG22/', 'WCAG 2.2', true),
          ', level AA, on every digital project.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Tipografia variável em identidades vivas', en: 'Variable type in living identities' },
    slug: { pt: 'tipografia-variavel-em-identidades-vivas', en: 'variable-type-in-living-identities' },
    excerpt: {
      pt: 'Fontes variáveis deixaram de ser curiosidade técnica e viraram ferramenta de marca. Como usamos eixos de peso, largura e até “gravidade” em identidades que se movem.',
      en: 'Variable fonts have gone from technical curiosity to brand tool. How we use weight, width and even “gravity” axes in identities that move.',
    },
    author: 'bianca',
    publishedDate: '2026-06-30T13:00:00.000Z',
    tags: { pt: ['tipografia', 'identidade', 'design'], en: ['typography', 'identity', 'design'] },
    cover: cover('tipografia-variavel', 'bands', palette.coral, {
      pt: 'Faixas verticais inclinadas em verde e coral, de larguras variadas',
      en: 'Slanted vertical bands in green and coral, of varying widths',
    }),
    body: {
      pt: doc(
        p(
          'Uma fonte variável guarda, num único arquivo, todo um espectro de estilos. Para uma marca, isso significa que o peso ou a largura das letras pode responder ao contexto — ao tamanho da tela, à hora do dia, ao som ambiente.',
        ),
        h(2, 'Por que isso importa para marcas'),
        ul([
          'Um só arquivo substitui oito ou dez pesos, e o site fica mais leve.',
          'Títulos se ajustam à largura disponível sem quebrar linhas de um jeito feio.',
          'O movimento tipográfico vira parte da identidade, não um efeito.',
        ]),
        h(2, 'Como aplicamos'),
        ol([
          'Definimos quais eixos fazem parte da marca e seus limites.',
          ['Expomos esses eixos como variáveis de CSS, aplicadas com ', code('font-variation-settings'), '.'],
          'Documentamos exemplos de uso — e de abuso — nas diretrizes.',
        ]),
        h(3, 'O eixo de gravidade'),
        p(
          'Para o Instituto Órbita, desenhamos com o tipógrafo Lucas Teixeira um eixo personalizado que “puxa” o peso das letras para baixo, como se a gravidade agisse sobre elas. No planetário, o eixo acompanha a narração.',
        ),
        quote('Tipografia variável é a primeira vez que a letra pode reagir — e uma marca que reage parece viva.'),
        p(
          'A documentação da ',
          link('https://developer.mozilla.org/en-US/docs/Web/CSS/font-variation-settings', 'propriedade no MDN', true),
          ' é o melhor lugar para começar a experimentar.',
        ),
      ),
      en: doc(
        p(
          'A variable font holds a whole spectrum of styles in a single file. For a brand, that means the weight or width of the letters can respond to context — to screen size, to the time of day, to ambient sound.',
        ),
        h(2, 'Why it matters for brands'),
        ul([
          'One file replaces eight or ten weights, and the site gets lighter.',
          'Headlines adapt to the available width without ugly line breaks.',
          'Typographic motion becomes part of the identity, not an effect.',
        ]),
        h(2, 'How we apply it'),
        ol([
          'We define which axes belong to the brand, and their limits.',
          ['We expose those axes as CSS variables, applied with ', code('font-variation-settings'), '.'],
          'We document examples of use — and abuse — in the guidelines.',
        ]),
        h(3, 'The gravity axis'),
        p(
          'For Instituto Órbita, we worked with type designer Lucas Teixeira on a custom axis that “pulls” the weight of the letters downwards, as if gravity acted on them. In the planetarium, the axis follows the narration.',
        ),
        quote('Variable type is the first time letters can react — and a brand that reacts feels alive.'),
        p(
          'The ',
          link(
            'https://developer.mozilla.org/en-US/docs/Web/CSS/font-variation-settings',
            'MDN documentation for the property',
            true,
          ),
          ' is the best place to start experimenting.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Como orçamos projetos de instalação', en: 'How we budget installation projects' },
    slug: { pt: 'como-orcamos-projetos-de-instalacao', en: 'how-we-budget-installation-projects' },
    excerpt: {
      pt: 'Equipamento, montagem, operação e imprevistos: abrimos a planilha e explicamos como chegamos ao valor de uma instalação interativa.',
      en: 'Hardware, build, operations and the unexpected: we open our spreadsheet and explain how we price an interactive installation.',
    },
    author: 'julia',
    publishedDate: '2026-05-18T13:00:00.000Z',
    tags: { pt: ['produção', 'instalações', 'processo'], en: ['production', 'installations', 'process'] },
    cover: cover('orcamento-instalacoes', 'grid', palette.bone, {
      pt: 'Grade regular de pontos e quadrados em verde e creme, como uma planilha abstrata',
      en: 'Regular grid of green and cream dots and squares, like an abstract spreadsheet',
    }),
    body: {
      pt: doc(
        p(
          'A pergunta que mais recebemos de museus e marcas é “quanto custa uma instalação?”. A resposta honesta é “depende”, mas dá para explicar do que depende. Este é o nosso método.',
        ),
        h(2, 'As quatro camadas do orçamento'),
        ol([
          [bold('Criação e software'), ' — roteiro, design, conteúdo e programação.'],
          [bold('Equipamento'), ' — projetores, telas, sensores, computadores e som; comprados ou alugados.'],
          [bold('Montagem'), ' — estrutura, cabos, calibração e equipe em campo.'],
          [bold('Operação'), ' — manutenção, monitoramento e suporte durante a temporada.'],
        ]),
        h(2, 'O que costuma ser esquecido'),
        ul([
          'Peças de reposição: sempre orçamos um projetor extra para cada quatro.',
          'Climatização do rack de computadores em espaços fechados.',
          'Desmontagem e destino dos equipamentos depois do fim da exposição.',
        ]),
        h(3, 'A reserva técnica'),
        p(
          'Toda planilha nossa tem uma linha chamada ',
          code('reserva técnica'),
          ', de 10% a 15% do total. Ela existe porque instalação é obra: sempre aparece uma parede que não estava na planta.',
        ),
        quote('Orçamento bom não é o mais baixo. É o que não muda no meio do caminho.'),
        p(
          'Tem um projeto em mente? Escreva para ',
          link('mailto:ola@estudiomare.com.br', 'ola@estudiomare.com.br'),
          ' e mandamos uma estimativa em até cinco dias úteis.',
        ),
      ),
      en: doc(
        p(
          'The question we hear most from museums and brands is “how much does an installation cost?”. The honest answer is “it depends”, but we can explain what it depends on. This is our method.',
        ),
        h(2, 'The four layers of a budget'),
        ol([
          [bold('Creative and software'), ' — script, design, content and programming.'],
          [bold('Hardware'), ' — projectors, screens, sensors, computers and sound; bought or rented.'],
          [bold('Build'), ' — structure, cabling, calibration and crew on site.'],
          [bold('Operations'), ' — maintenance, monitoring and support throughout the run.'],
        ]),
        h(2, 'What usually gets forgotten'),
        ul([
          'Spare parts: we always budget one extra projector for every four.',
          'Cooling for the computer rack in enclosed spaces.',
          'Dismantling, and where the hardware goes once the exhibition ends.',
        ]),
        h(3, 'The technical reserve'),
        p(
          'Every spreadsheet of ours has a line called ',
          code('technical reserve'),
          ', 10% to 15% of the total. It exists because an installation is a building site: there is always a wall that wasn’t on the plan.',
        ),
        quote('A good budget isn’t the lowest one. It is the one that doesn’t change halfway through.'),
        p(
          'Have a project in mind? Write to ',
          link('mailto:ola@estudiomare.com.br', 'ola@estudiomare.com.br'),
          ' and we will send an estimate within five working days.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Shaders para designers: um guia sem medo', en: 'Shaders for designers: a fearless primer' },
    slug: { pt: 'shaders-para-designers', en: 'shaders-for-designers' },
    excerpt: {
      pt: 'Shader parece coisa de engenheiro gráfico, mas é só uma pergunta repetida milhões de vezes: “de que cor é este pixel?”. Um guia para designers darem o primeiro passo.',
      en: 'Shaders look like graphics-engineer territory, but they are just one question asked millions of times: “what colour is this pixel?”. A primer for designers taking their first step.',
    },
    author: 'tomas',
    publishedDate: '2026-04-02T13:00:00.000Z',
    tags: { pt: ['shaders', 'tempo real', 'tutorial'], en: ['shaders', 'real-time', 'tutorial'] },
    cover: cover('shaders-para-designers', 'orbits', palette.violet, {
      pt: 'Anéis concêntricos em verde e violeta com pequenos pontos em órbita',
      en: 'Concentric green and violet rings with small orbiting dots',
    }),
    body: {
      pt: doc(
        p(
          'Um shader de fragmento é um pequeno programa que a placa de vídeo roda para cada pixel da tela, ao mesmo tempo. Ele recebe a posição do pixel e devolve uma cor. Só isso. Todo o resto é criatividade.',
        ),
        h(2, 'Três funções para começar'),
        ul([
          [code('mix(a, b, t)'), ' — mistura duas cores; é o seu degradê.'],
          [code('smoothstep(a, b, x)'), ' — cria bordas suaves; é o seu pincel macio.'],
          [code('fract(x)'), ' — repete um padrão; é o seu carimbo.'],
        ]),
        h(2, 'Seu primeiro exercício'),
        ol([
          ['Divida ', code('gl_FragCoord.xy'), ' pela resolução para ter coordenadas de 0 a 1.'],
          'Use a coordenada horizontal para misturar verde e preto.',
          'Some o tempo à conta e veja o degradê se mover.',
        ]),
        h(3, 'Pensar como designer'),
        p(
          'Não comece pelo código; comece pelo desenho. Faça um esboço do que quer ver e pergunte: isso é um degradê, uma borda ou uma repetição? Quase tudo se reduz a combinações dessas três ideias.',
        ),
        quote('Shader é desenho com regras, em vez de desenho com a mão.'),
        p(
          'O livro online ',
          link('https://thebookofshaders.com/', 'The Book of Shaders', true),
          ' é a melhor introdução que conhecemos — e é gratuito.',
        ),
      ),
      en: doc(
        p(
          'A fragment shader is a small program the graphics card runs for every pixel on screen, all at once. It receives the pixel’s position and returns a colour. That’s it. Everything else is creativity.',
        ),
        h(2, 'Three functions to start with'),
        ul([
          [code('mix(a, b, t)'), ' — blends two colours; it is your gradient.'],
          [code('smoothstep(a, b, x)'), ' — makes soft edges; it is your soft brush.'],
          [code('fract(x)'), ' — repeats a pattern; it is your stamp.'],
        ]),
        h(2, 'Your first exercise'),
        ol([
          ['Divide ', code('gl_FragCoord.xy'), ' by the resolution to get coordinates from 0 to 1.'],
          'Use the horizontal coordinate to blend green and black.',
          'Add time to the equation and watch the gradient move.',
        ]),
        h(3, 'Thinking like a designer'),
        p(
          'Don’t start from the code; start from the drawing. Sketch what you want to see and ask: is this a gradient, an edge or a repetition? Almost everything boils down to combinations of those three ideas.',
        ),
        quote('A shader is drawing with rules instead of drawing by hand.'),
        p(
          'The online book ',
          link('https://thebookofshaders.com/', 'The Book of Shaders', true),
          ' is the best introduction we know of — and it is free.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Cor em telas escuras', en: 'Colour on dark screens' },
    slug: { pt: 'cor-em-telas-escuras', en: 'colour-on-dark-screens' },
    excerpt: {
      pt: 'Fundos escuros perdoam pouco: um verde que brilha no papel pode vibrar demais na tela. O que aprendemos construindo paletas para interfaces noturnas.',
      en: 'Dark backgrounds are unforgiving: a green that glows on paper can vibrate too much on screen. What we learned building palettes for night-time interfaces.',
    },
    author: 'bianca',
    publishedDate: '2026-02-16T13:00:00.000Z',
    tags: { pt: ['cor', 'interface', 'design'], en: ['colour', 'interface', 'design'] },
    cover: cover('cor-em-telas-escuras', 'constellation', palette.rose, {
      pt: 'Pontos luminosos rosa e brancos ligados por linhas verdes sobre fundo quase preto',
      en: 'Pink and white points of light joined by green lines on a near-black background',
    }),
    body: {
      pt: doc(
        p(
          'Nosso próprio site é escuro, com um único verde de destaque. Parece simples, mas chegar a esse verde levou semanas de testes em telas diferentes, de monitores calibrados a celulares com brilho no máximo.',
        ),
        h(2, 'Regras que seguimos'),
        ul([
          'Nunca preto puro no fundo: um quase-preto levemente esverdeado cansa menos a vista.',
          'Texto principal em branco quebrado, nunca em branco total.',
          'Uma cor de destaque por tela; duas, no máximo, em gráficos.',
        ]),
        h(2, 'Nosso processo'),
        ol([
          ['Montamos a paleta em ', code('oklch()'), ', que mantém a luminosidade percebida entre matizes.'],
          'Testamos contraste com o texto em todos os tamanhos reais de uso.',
          'Revisamos tudo em um celular barato, ao ar livre, ao meio-dia.',
        ]),
        h(3, 'O caso do verde'),
        p(
          'O verde #2EE6A8 tem contraste de sobra sobre o fundo escuro, mas em grandes áreas ele vibra. Por isso ele aparece em detalhes: links, foco, ícones — nunca como fundo de bloco.',
        ),
        quote('No escuro, a cor não decora. Ela aponta.'),
        p(
          'Para entender o espaço de cor que usamos, a página do MDN sobre ',
          link('https://developer.mozilla.org/en-US/docs/Web/CSS/color_value/oklch', 'oklch()', true),
          ' é curta e muito clara.',
        ),
      ),
      en: doc(
        p(
          'Our own website is dark, with a single green highlight. It sounds simple, but landing on that green took weeks of testing on different screens, from calibrated monitors to phones at full brightness.',
        ),
        h(2, 'Rules we follow'),
        ul([
          'Never pure black for backgrounds: a slightly green near-black is easier on the eyes.',
          'Body text in off-white, never full white.',
          'One accent colour per screen; two at most, in charts.',
        ]),
        h(2, 'Our process'),
        ol([
          ['We build the palette in ', code('oklch()'), ', which keeps perceived lightness consistent across hues.'],
          'We test text contrast at every size it is actually used.',
          'We review everything on a cheap phone, outdoors, at noon.',
        ]),
        h(3, 'The case of the green'),
        p(
          'The green #2EE6A8 has plenty of contrast on the dark background, but over large areas it vibrates. That is why it shows up in details: links, focus, icons — never as a block background.',
        ),
        quote('In the dark, colour doesn’t decorate. It points.'),
        p(
          'To understand the colour space we use, the MDN page on ',
          link('https://developer.mozilla.org/en-US/docs/Web/CSS/color_value/oklch', 'oklch()', true),
          ' is short and very clear.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Doze anos de estúdio: o que mantemos', en: 'Twelve years as a studio: what we keep' },
    slug: { pt: 'doze-anos-de-estudio', en: 'twelve-years-as-a-studio' },
    excerpt: {
      pt: 'Começamos em 2014 com duas pessoas e um projetor emprestado. Doze anos depois, revisitamos as decisões que ainda guiam o estúdio — e as que deixamos para trás.',
      en: 'We started in 2014 with two people and a borrowed projector. Twelve years on, we revisit the decisions that still guide the studio — and the ones we left behind.',
    },
    author: 'helena',
    publishedDate: '2026-01-12T13:00:00.000Z',
    tags: { pt: ['estúdio', 'cultura', 'processo'], en: ['studio', 'culture', 'process'] },
    cover: cover('doze-anos', 'orbits', palette.coral, {
      pt: 'Doze anéis concêntricos em verde e coral, como anéis de crescimento',
      en: 'Twelve concentric green and coral rings, like growth rings',
    }),
    body: {
      pt: doc(
        p(
          'O primeiro commit do estúdio — dá para ver com ',
          code('git log --reverse'),
          ' — é de março de 2014: um esboço de projeção para a festa de um amigo. Doze anos e mais de 140 projetos depois, vale olhar para trás com calma.',
        ),
        h(2, 'O que mantemos'),
        ul([
          'Poucos projetos ao mesmo tempo, com as mesmas pessoas do começo ao fim.',
          'Protótipo antes de apresentação.',
          'Tempo reservado para projetos próprios, mesmo nos anos apertados.',
        ]),
        h(2, 'O que deixamos para trás'),
        ol([
          'Aceitar prazos impossíveis para “ganhar o cliente”.',
          'Trabalhar à noite como se fosse virtude.',
          'Dizer sim a projetos em que não acreditávamos.',
        ]),
        h(3, 'O que ainda estamos aprendendo'),
        p(
          'Crescer sem perder o jeito de ateliê. Hoje somos um time que não cabe mais numa mesa só, e cuidar da conversa entre design e engenharia virou trabalho de todo dia.',
        ),
        quote('O estúdio é o projeto mais longo que já fizemos. E o único que nunca entregamos.'),
        p(
          'Boa parte do que aprendemos está aberta no nosso ',
          link('https://github.com/estudiomare', 'GitHub', true),
          '.',
        ),
      ),
      en: doc(
        p(
          'The studio’s first commit — you can see it with ',
          code('git log --reverse'),
          ' — dates from March 2014: a projection sketch for a friend’s party. Twelve years and more than 140 projects later, it is worth looking back calmly.',
        ),
        h(2, 'What we keep'),
        ul([
          'Few projects at a time, with the same people from start to finish.',
          'Prototypes before presentations.',
          'Time set aside for our own projects, even in lean years.',
        ]),
        h(2, 'What we left behind'),
        ol([
          'Accepting impossible deadlines to “win the client”.',
          'Working nights as if it were a virtue.',
          'Saying yes to projects we didn’t believe in.',
        ]),
        h(3, 'What we are still learning'),
        p(
          'How to grow without losing the atelier feel. We no longer fit around one table, and looking after the conversation between design and engineering has become everyday work.',
        ),
        quote('The studio is the longest project we have ever worked on. And the only one we never delivered.'),
        p('Much of what we have learned is open on our ', link('https://github.com/estudiomare', 'GitHub', true), '.'),
      ),
    },
  },
  {
    title: { pt: 'Som como interface', en: 'Sound as interface' },
    slug: { pt: 'som-como-interface', en: 'sound-as-interface' },
    excerpt: {
      pt: 'Em instalações e jogos, o som orienta, confirma e acalma. Por que tratamos áudio como parte da interface — e não como trilha de fundo.',
      en: 'In installations and games, sound guides, confirms and calms. Why we treat audio as part of the interface — not as background music.',
    },
    author: 'caio',
    publishedDate: '2025-11-24T13:00:00.000Z',
    tags: { pt: ['som', 'interação', 'instalações'], en: ['sound', 'interaction', 'installations'] },
    cover: cover('som-como-interface', 'waves', palette.violet, {
      pt: 'Linhas onduladas em verde e violeta como uma forma de onda sonora',
      en: 'Undulating green and violet lines like a sound waveform',
    }),
    body: {
      pt: doc(
        p(
          'Numa sala escura com quarenta crianças, ninguém lê instrução na parede. O que orienta é o som: um gotejar que fica mais forte quando você se aproxima do rio certo.',
        ),
        h(2, 'Três funções do som'),
        ul([
          [bold('Orientar'), ' — indicar para onde ir ou o que tocar.'],
          [bold('Confirmar'), ' — dizer que a ação foi entendida.'],
          [bold('Ambientar'), ' — dar ritmo e emoção ao espaço.'],
        ]),
        h(2, 'Como desenhamos'),
        ol([
          'Mapeamos cada ação do público e o retorno sonoro correspondente.',
          'Gravamos sons reais sempre que possível, em vez de usar bibliotecas genéricas.',
          'Testamos com a sala cheia, porque o público também faz barulho.',
        ]),
        h(3, 'Na web também'),
        p(
          'Em experiências no navegador, criamos o ',
          code('AudioContext'),
          ' só depois do primeiro toque do usuário, oferecemos um botão de silêncio visível e nunca dependemos apenas do som para transmitir informação.',
        ),
        quote('Um bom som de confirmação é aquele que você só nota quando ele falta.'),
        p(
          'A documentação da ',
          link('https://developer.mozilla.org/en-US/docs/Web/API/Web_Audio_API', 'Web Audio API', true),
          ' mostra o que é possível fazer direto no navegador.',
        ),
      ),
      en: doc(
        p(
          'In a dark room with forty children, nobody reads instructions on the wall. What guides them is sound: a dripping that grows louder as you get closer to the right river.',
        ),
        h(2, 'Three jobs for sound'),
        ul([
          [bold('Guide'), ' — show where to go or what to touch.'],
          [bold('Confirm'), ' — say the action was understood.'],
          [bold('Set the mood'), ' — give the space rhythm and emotion.'],
        ]),
        h(2, 'How we design it'),
        ol([
          'We map every visitor action to its sonic feedback.',
          'We record real sounds whenever possible instead of using generic libraries.',
          'We test with a full room, because the audience makes noise too.',
        ]),
        h(3, 'On the web as well'),
        p(
          'In browser experiences, we create the ',
          code('AudioContext'),
          ' only after the user’s first tap, offer a visible mute button and never rely on sound alone to convey information.',
        ),
        quote('A good confirmation sound is one you only notice when it is missing.'),
        p(
          'The ',
          link('https://developer.mozilla.org/en-US/docs/Web/API/Web_Audio_API', 'Web Audio API', true),
          ' documentation shows what you can do right in the browser.',
        ),
      ),
    },
  },
  {
    title: {
      pt: 'Handoff sem atrito entre design e engenharia',
      en: 'Frictionless handoff between design and engineering',
    },
    slug: { pt: 'handoff-sem-atrito', en: 'frictionless-handoff' },
    excerpt: {
      pt: 'O melhor handoff é aquele que não acontece, porque design e engenharia nunca se separaram. Mesmo assim, algumas práticas ajudam muito.',
      en: 'The best handoff is the one that never happens, because design and engineering never split up. Even so, a few practices help a lot.',
    },
    author: 'rafael',
    publishedDate: '2025-09-29T13:00:00.000Z',
    tags: { pt: ['processo', 'sistemas de design', 'engenharia'], en: ['process', 'design systems', 'engineering'] },
    cover: cover('handoff', 'mosaic', palette.sky, {
      pt: 'Mosaico de triângulos e quadrados em verde e azul que se encaixam',
      en: 'Mosaic of green and blue triangles and squares fitting together',
    }),
    body: {
      pt: doc(
        p(
          '“Handoff” sugere uma passagem de bastão: o design termina, a engenharia começa. No estúdio, preferimos pensar em uma conversa contínua, em que cada tela é desenhada sabendo como será construída.',
        ),
        h(2, 'Um vocabulário comum'),
        p(
          'Tudo começa pelos nomes. Cor, espaço e tipo viram tokens com nomes que fazem sentido para as duas áreas, como ',
          code('--color-surface-raised'),
          ' ou ',
          code('--space-4'),
          '. Se o nome precisa de explicação, ainda não está bom.',
        ),
        h(2, 'Práticas que funcionam'),
        ul([
          'Designers revisam pull requests visuais; engenheiros revisam protótipos.',
          'Cada componente tem uma página com estados, variações e exemplos de uso.',
          'Nenhuma tela sai do design sem o estado de erro e o estado vazio.',
        ]),
        h(2, 'Nosso ritual semanal'),
        ol([
          'Quinze minutos de demonstração do que foi construído.',
          'Lista curta de divergências entre o desenho e o código.',
          'Decisão, na hora, de qual dos dois muda.',
        ]),
        h(3, 'Quando o código ganha'),
        p(
          'Às vezes a versão construída é melhor que o desenho — porque respondeu a dados reais, a uma tela menor ou a um texto maior. Nesses casos, o desenho é atualizado, não o contrário.',
        ),
        quote('Design e código são duas descrições da mesma coisa. Quando discordam, uma das duas está desatualizada.'),
        p(
          'Acompanhamos de perto o trabalho do ',
          link('https://www.w3.org/community/design-tokens/', 'grupo de design tokens do W3C', true),
          ', que busca um formato padrão para esse vocabulário.',
        ),
      ),
      en: doc(
        p(
          '“Handoff” suggests passing a baton: design finishes, engineering begins. At the studio we prefer to think of an ongoing conversation, in which every screen is designed knowing how it will be built.',
        ),
        h(2, 'A shared vocabulary'),
        p(
          'It all starts with names. Colour, spacing and type become tokens with names that make sense to both disciplines, such as ',
          code('--color-surface-raised'),
          ' or ',
          code('--space-4'),
          '. If a name needs explaining, it isn’t good yet.',
        ),
        h(2, 'Practices that work'),
        ul([
          'Designers review visual pull requests; engineers review prototypes.',
          'Every component has a page with states, variants and usage examples.',
          'No screen leaves design without its error state and empty state.',
        ]),
        h(2, 'Our weekly ritual'),
        ol([
          'Fifteen minutes demoing what was built.',
          'A short list of differences between the design and the code.',
          'An on-the-spot decision about which of the two changes.',
        ]),
        h(3, 'When the code wins'),
        p(
          'Sometimes the built version is better than the design — because it responded to real data, a smaller screen or a longer text. In those cases the design gets updated, not the other way round.',
        ),
        quote(
          'Design and code are two descriptions of the same thing. When they disagree, one of them is out of date.',
        ),
        p(
          'We closely follow the work of the ',
          link('https://www.w3.org/community/design-tokens/', 'W3C Design Tokens Community Group', true),
          ', which is working on a standard format for this vocabulary.',
        ),
      ),
    },
  },
  {
    title: { pt: 'O que os museus nos ensinaram sobre interação', en: 'What museums taught us about interaction' },
    slug: { pt: 'o-que-os-museus-nos-ensinaram', en: 'what-museums-taught-us' },
    excerpt: {
      pt: 'Depois de dez anos criando para museus, aprendemos que a melhor interação é a que o visitante entende de longe. Cinco lições que levamos para todo projeto.',
      en: 'After ten years designing for museums, we have learned that the best interaction is one visitors understand from across the room. Five lessons we bring to every project.',
    },
    author: 'helena',
    publishedDate: '2025-08-04T13:00:00.000Z',
    tags: { pt: ['museus', 'instalações', 'interação'], en: ['museums', 'installations', 'interaction'] },
    cover: cover('museus-e-interacao', 'constellation', palette.amber, {
      pt: 'Rede de pontos âmbar e brancos ligados por linhas, como um mapa de salas',
      en: 'Network of amber and white points joined by lines, like a map of galleries',
    }),
    body: {
      pt: doc(
        p(
          'Museu é o lugar mais exigente para quem cria interação. O público é de todas as idades, ninguém leu manual, a visita é curta e a instalação precisa funcionar no milésimo dia como no primeiro.',
        ),
        h(2, 'Cinco lições'),
        ol([
          'Se precisa de instrução escrita, a interação ainda não está pronta.',
          'Quem assiste aprende com quem interage: desenhe para a plateia também.',
          'A experiência precisa ter começo, meio e fim em menos de três minutos.',
          'Botão físico vence tela sensível ao toque em quase todos os casos.',
          'Planeje a manutenção como parte do projeto, não como depois.',
        ]),
        h(2, 'O modo de espera'),
        p(
          'Todo software de instalação nosso tem um estado chamado ',
          code('attract'),
          ': quando ninguém está interagindo, a peça se apresenta sozinha, convidando quem passa. Ele costuma ser a parte mais vista — e a mais subestimada.',
        ),
        h(3, 'Medir sem vigiar'),
        ul([
          'Contamos interações, não pessoas.',
          'Nenhuma imagem de câmera é gravada; os sensores só enxergam silhuetas.',
          'Os relatórios chegam ao museu agregados por hora.',
        ]),
        quote('O visitante não quer usar uma tecnologia. Quer entender uma história.'),
        p(
          'Muitas dessas ideias conversam com os princípios de acessibilidade e inclusão discutidos pelo ',
          link('https://icom.museum/en/', 'ICOM, o Conselho Internacional de Museus', true),
          '.',
        ),
      ),
      en: doc(
        p(
          'Museums are the most demanding place to design interaction. The audience spans every age, nobody has read a manual, visits are short and the installation has to work on day one thousand as it did on day one.',
        ),
        h(2, 'Five lessons'),
        ol([
          'If it needs written instructions, the interaction isn’t ready.',
          'Onlookers learn from those interacting: design for the audience as well.',
          'The experience needs a beginning, a middle and an end in under three minutes.',
          'A physical button beats a touchscreen in almost every case.',
          'Plan maintenance as part of the project, not as an afterthought.',
        ]),
        h(2, 'Attract mode'),
        p(
          'Every piece of installation software we write has a state called ',
          code('attract'),
          ': when nobody is interacting, the piece presents itself, inviting passers-by. It is often the most-seen part — and the most underrated.',
        ),
        h(3, 'Measuring without watching'),
        ul([
          'We count interactions, not people.',
          'No camera image is ever recorded; the sensors only see silhouettes.',
          'Reports reach the museum aggregated by the hour.',
        ]),
        quote('Visitors don’t want to use a technology. They want to understand a story.'),
        p(
          'Many of these ideas echo the accessibility and inclusion principles discussed by ',
          link('https://icom.museum/en/', 'ICOM, the International Council of Museums', true),
          '.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Sistemas generativos e controle criativo', en: 'Generative systems and creative control' },
    slug: { pt: 'sistemas-generativos-e-controle-criativo', en: 'generative-systems-and-creative-control' },
    excerpt: {
      pt: 'Arte generativa não é deixar o computador decidir. É decidir as regras com tanto cuidado que qualquer resultado seja bom. Como equilibramos acaso e autoria.',
      en: 'Generative art isn’t letting the computer decide. It is deciding the rules so carefully that any outcome is good. How we balance chance and authorship.',
    },
    author: 'bianca',
    publishedDate: '2025-06-09T13:00:00.000Z',
    tags: { pt: ['generativo', 'identidade', 'código'], en: ['generative', 'identity', 'code'] },
    cover: cover('sistemas-generativos', 'mosaic', palette.violet, {
      pt: 'Mosaico gerado por regras: triângulos e quartos de círculo em verde e violeta',
      en: 'Rule-generated mosaic: triangles and quarter circles in green and violet',
    }),
    body: {
      pt: doc(
        p(
          'Quando apresentamos uma identidade generativa, a primeira pergunta costuma ser “e se sair algo feio?”. É uma ótima pergunta — e responder a ela é metade do trabalho.',
        ),
        h(2, 'Regras, não resultados'),
        p(
          'Num sistema generativo, o designer não desenha a peça final: desenha o espaço de todas as peças possíveis. O trabalho é estreitar esse espaço até que só sobrem resultados bons.',
        ),
        ul([
          'Limites de cor: combinações testadas, nunca cores livres.',
          'Limites de densidade: nem vazio demais, nem ruído demais.',
          'Âncoras fixas: assinatura, margem e grade nunca mudam.',
        ]),
        h(2, 'Acaso reproduzível'),
        p(
          'Todo gerador que fazemos usa uma semente. A mesma ',
          code('seed'),
          ' produz sempre a mesma imagem, o que permite aprovar uma peça, voltar a ela meses depois e reproduzi-la pixel por pixel.',
        ),
        h(2, 'Nosso fluxo de curadoria'),
        ol([
          'Geramos centenas de variações de uma vez.',
          'Marcamos as que falham e descobrimos qual regra falhou.',
          'Ajustamos a regra, não a peça — e geramos de novo.',
        ]),
        h(3, 'Onde entra a mão'),
        p(
          'Em peças de destaque, como o cartaz principal de um festival, escolhemos a dedo entre as melhores variações. O sistema propõe; a direção de arte decide.',
        ),
        quote('O computador é um colaborador incansável. Mas quem assina somos nós.'),
        p(
          'Para um panorama histórico do tema, o verbete sobre ',
          link('https://en.wikipedia.org/wiki/Generative_art', 'arte generativa', true),
          ' é um bom começo.',
        ),
      ),
      en: doc(
        p(
          'When we present a generative identity, the first question is usually “what if it comes out ugly?”. It is a great question — and answering it is half the job.',
        ),
        h(2, 'Rules, not results'),
        p(
          'In a generative system, the designer doesn’t draw the final piece: they design the space of every possible piece. The work is narrowing that space until only good outcomes remain.',
        ),
        ul([
          'Colour limits: tested combinations, never free colours.',
          'Density limits: neither too empty nor too noisy.',
          'Fixed anchors: signature, margins and grid never change.',
        ]),
        h(2, 'Reproducible chance'),
        p(
          'Every generator we build uses a seed. The same ',
          code('seed'),
          ' always produces the same image, so we can approve a piece, come back months later and reproduce it pixel for pixel.',
        ),
        h(2, 'Our curation flow'),
        ol([
          'We generate hundreds of variations at once.',
          'We flag the failures and work out which rule failed.',
          'We fix the rule, not the piece — and generate again.',
        ]),
        h(3, 'Where the hand comes in'),
        p(
          'For hero pieces, such as a festival’s main poster, we hand-pick among the best variations. The system proposes; art direction decides.',
        ),
        quote('The computer is a tireless collaborator. But we are the ones who sign the work.'),
        p(
          'For a historical overview, the entry on ',
          link('https://en.wikipedia.org/wiki/Generative_art', 'generative art', true),
          ' is a good start.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Projetar para o espaço público', en: 'Designing for public space' },
    slug: { pt: 'projetar-para-o-espaco-publico', en: 'designing-for-public-space' },
    excerpt: {
      pt: 'Sol, chuva, vandalismo e gente com pressa: o que muda quando uma experiência digital sai do museu e vai para a rua.',
      en: 'Sun, rain, vandalism and people in a hurry: what changes when a digital experience leaves the museum and goes out into the street.',
    },
    author: 'julia',
    publishedDate: '2025-04-14T13:00:00.000Z',
    tags: { pt: ['espaço público', 'instalações', 'produção'], en: ['public space', 'installations', 'production'] },
    cover: cover('espaco-publico', 'bands', palette.amber, {
      pt: 'Faixas diagonais em verde e âmbar como luz atravessando uma rua',
      en: 'Diagonal green and amber bands like light falling across a street',
    }),
    body: {
      pt: doc(
        p(
          'Uma instalação na rua não tem segurança na porta, nem ar-condicionado, nem horário de funcionamento. Tem sol de meio-dia, chuva de verão e pessoas que não pararam para ver arte — estavam indo para outro lugar.',
        ),
        h(2, 'O que muda'),
        ul([
          'Telas precisam de brilho muito maior para serem vistas de dia.',
          'Todo equipamento precisa de proteção contra água e poeira.',
          'A experiência precisa funcionar em dez segundos, não em três minutos.',
        ]),
        h(2, 'Nosso checklist de rua'),
        ol([
          'Visita ao local em três horários diferentes, incluindo à noite.',
          'Conversa com a subprefeitura e com quem trabalha ali todos os dias.',
          'Teste de uma semana com um protótipo barato antes de produzir a peça final.',
          'Plano de manutenção com visitas semanais.',
        ]),
        h(3, 'Automatizar o óbvio'),
        p(
          'Em instalações externas, tudo liga e desliga sozinho. Um agendamento simples, como ',
          code('0 6 * * *'),
          ' no cron, acorda o sistema às seis da manhã e evita depender de alguém com a chave.',
        ),
        quote('Na rua, ninguém te deve atenção. Você precisa merecê-la em poucos segundos.'),
        p(
          'Em São Paulo, qualquer projeto de mídia na paisagem urbana precisa respeitar a ',
          link('https://pt.wikipedia.org/wiki/Lei_Cidade_Limpa', 'Lei Cidade Limpa', true),
          ' — e ela é, na nossa opinião, uma ótima restrição criativa.',
        ),
      ),
      en: doc(
        p(
          'An installation in the street has no guard at the door, no air conditioning and no opening hours. It has the midday sun, summer rain and people who didn’t stop to see art — they were on their way somewhere else.',
        ),
        h(2, 'What changes'),
        ul([
          'Screens need far more brightness to be seen in daylight.',
          'Every piece of hardware needs protection against water and dust.',
          'The experience has to work in ten seconds, not three minutes.',
        ]),
        h(2, 'Our street checklist'),
        ol([
          'Site visits at three different times of day, including at night.',
          'Conversations with the district authority and with people who work there every day.',
          'A one-week test with a cheap prototype before producing the final piece.',
          'A maintenance plan with weekly visits.',
        ]),
        h(3, 'Automate the obvious'),
        p(
          'In outdoor installations, everything switches on and off by itself. A simple schedule such as ',
          code('0 6 * * *'),
          ' in cron wakes the system at six in the morning, with no need for someone with a key.',
        ),
        quote('In the street, nobody owes you attention. You have to earn it in a few seconds.'),
        p(
          'In São Paulo, any media project in the urban landscape must comply with the ',
          link('https://en.wikipedia.org/wiki/Clean_City_Law', 'Clean City Law', true),
          ' — which is, in our view, a great creative constraint.',
        ),
      ),
    },
  },
  {
    title: { pt: 'Por que prototipamos com código desde o primeiro dia', en: 'Why we prototype in code from day one' },
    slug: { pt: 'por-que-prototipamos-com-codigo', en: 'why-we-prototype-in-code' },
    excerpt: {
      pt: 'Imagens estáticas mentem sobre movimento, tempo e interação. Por isso nossos projetos ganham um protótipo em código já na primeira semana.',
      en: 'Static images lie about motion, timing and interaction. That is why our projects get a coded prototype in the very first week.',
    },
    author: 'rafael',
    publishedDate: '2025-02-03T13:00:00.000Z',
    tags: { pt: ['prototipagem', 'processo', 'código'], en: ['prototyping', 'process', 'code'] },
    cover: cover('prototipar-com-codigo', 'grid', palette.teal, {
      pt: 'Grade de pontos e pequenos quadrados em verde e turquesa, como um esboço técnico',
      en: 'Grid of green and teal dots and small squares, like a technical sketch',
    }),
    body: {
      pt: doc(
        p(
          'Uma imagem estática de uma interface é uma promessa. Ela não diz quanto tempo uma animação dura, como a tela reage a um dedo apressado ou o que acontece quando o texto é o dobro do previsto. O protótipo em código diz.',
        ),
        h(2, 'O que um protótipo responde'),
        ul([
          'A interação é clara sem explicação?',
          'O movimento ajuda ou atrapalha?',
          'A ideia aguenta conteúdo real, em dois idiomas?',
        ]),
        h(2, 'Como fazemos'),
        ol([
          ['Um arquivo ', code('index.html'), ', sem framework, com a ideia central funcionando.'],
          'Conteúdo real desde o início, nunca texto de preenchimento.',
          'Teste com três pessoas de fora do projeto até o fim da semana.',
        ]),
        h(3, 'E se der errado?'),
        p(
          'Melhor ainda. Um protótipo que falha na primeira semana economiza dois meses de produção na direção errada. Guardamos todos eles — alguns viraram projetos próprios anos depois.',
        ),
        quote('Protótipo não é rascunho do produto. É a pergunta mais barata que você pode fazer.'),
        p(
          'Para protótipos visuais, o ',
          link('https://developer.mozilla.org/en-US/docs/Web/API/Canvas_API', 'Canvas do navegador', true),
          ' resolve quase tudo sem instalar nada.',
        ),
      ),
      en: doc(
        p(
          'A static image of an interface is a promise. It doesn’t say how long an animation lasts, how the screen responds to a hurried finger or what happens when the text is twice as long as expected. A coded prototype does.',
        ),
        h(2, 'What a prototype answers'),
        ul([
          'Is the interaction clear without explanation?',
          'Does the motion help or get in the way?',
          'Does the idea hold up with real content, in two languages?',
        ]),
        h(2, 'How we do it'),
        ol([
          ['A single ', code('index.html'), ' file, no framework, with the core idea working.'],
          'Real content from the start, never placeholder text.',
          'A test with three people outside the project by the end of the week.',
        ]),
        h(3, 'What if it fails?'),
        p(
          'Even better. A prototype that fails in week one saves two months of production heading the wrong way. We keep all of them — some became our own projects years later.',
        ),
        quote('A prototype isn’t a draft of the product. It is the cheapest question you can ask.'),
        p(
          'For visual prototypes, the browser’s ',
          link('https://developer.mozilla.org/en-US/docs/Web/API/Canvas_API', 'Canvas API', true),
          ' handles almost everything without installing a thing.',
        ),
      ),
    },
  },
]
