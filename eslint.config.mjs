import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Arrows between folders run one way (ARCHITECTURE.md, "Folders and their arrows"): a file in the folders of an entry
// may not import what its regular expression matches. The CMS's basics (access by role, addresses, the hooks that
// expire the cache) sit below the features and the read API; the rest of cms/ registers features.
const cmsBasics = [
  'src/cms/access/**',
  'src/cms/addresses.ts',
  'src/cms/nested-request.ts',
  'src/cms/say.ts',
  'src/cms/hooks/revalidate.ts',
]
const notCmsBasics = '@/cms/(?!(access|addresses|nested-request|say|hooks/revalidate)$)'
const arrows = [
  // Broad folders first: for a file two entries match, the later one's rule is the one that applies.
  [['src/cms/**'], '^@/(app|components|next-adapter)/'],
  [cmsBasics, '^@/(content|features|forms|components|app|next-adapter)/'],
  [['src/lib/**', 'src/config/**'], '^@/(cms|content|features|forms|components|app|i18n|next-adapter)/'],
  // What relies on Next's internals stands alone: Node, packages and lib/, nothing else of the site (relative paths for
  // the modules Next loads uncompiled, where `@/` means nothing); only proxy.ts and instrumentation import it.
  [['src/next-adapter/**'], '^(@/(?!lib/)|\\.\\./(?!lib/))'],
  [['src/content/**'], `^(@/(features|forms|components|app|next-adapter)/|${notCmsBasics})`],
  [['src/forms/**'], '^@/(features|components|app|cms|next-adapter)/'],
  [['src/features/**'], `^(@/(app|next-adapter)/|@/components/(?!ui/)|${notCmsBasics})`],
  [['src/components/**'], '^@/(app|cms|next-adapter)/'],
  [['src/components/ui/**'], '^@/(features|app|cms|next-adapter)/|^@/components/(?!ui/)'],
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-*/',
      'src/migrations/',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'test-results/',
    ],
  },
  ...tseslint.configs.recommended,
  ...arrows.map(([files, regex]) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex, message: "This import runs against the folders' arrows (ARCHITECTURE.md)." }] },
      ],
    },
  })),
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Prettier wraps code at 120; this holds comments to it too (a URL or a message's text may run over).
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true, ignoreStrings: true, ignoreTemplateLiterals: true },
      ],
    },
  },
)
