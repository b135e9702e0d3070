import { PostCard } from '@/components/post-card'
import { Grid } from '@/components/ui/grid'
import { listPosts } from '@/content/posts'
import type { Post } from '@/payload-types'
import type { BlockProps } from '.'
import { Section } from './shared'

/** Articles the editor chose, or the latest n. */
export async function PostsBlock({ block, page, index, locale }: BlockProps<'posts'>) {
  const items =
    block.mode === 'chosen'
      ? (block.items ?? []).filter((p): p is Post => typeof p === 'object' && p !== null)
      : (await listPosts(locale, 1)).docs.slice(0, block.count ?? 3)
  if (!items.length) return null
  return (
    <Section page={page} index={index} title={block.title}>
      <Grid>
        {items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} locale={locale} />
          </li>
        ))}
      </Grid>
    </Section>
  )
}
