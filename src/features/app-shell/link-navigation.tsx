'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { linkClickOf } from '@/lib/link-click'

/**
 * Client-side navigation for the site's links, which are plain <a> elements (components/ui/link):
 * one listener for the page instead of a next/link component per link, which every page shipped
 * and hydrated. A click that means "go to another page of this site" (not a new tab, download,
 * file, the admin or the API, nor one another listener has handled, like the anchor scroll) goes
 * through the router, as next/link would; everything else is the browser's.
 */
export function LinkNavigation() {
  const router = useRouter()
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const click = linkClickOf(e)
      if (click?.intent !== 'navigate') return
      e.preventDefault()
      const url = new URL(click.anchor.href)
      router.push(url.pathname + url.search + url.hash)
    }
    // Bubbling, so the progress bar and the anchor scroll (capturing) have seen the click first.
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])
  return null
}
