'use client'

import { useState } from 'react'
import { PlayIcon } from '@/components/ui/icon'
import styles from './video-embed.module.css'

/**
 * A video link in rich text, shown as a player. Nothing loads from the video host
 * until the visitor presses play (privacy, and no third-party weight on page load).
 * The frame exists only once asked for, so it loads at once (no `loading="lazy"`).
 */
export function VideoEmbed({ src, title, playLabel }: { src: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false)
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe src={src} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span className={styles.icon} aria-hidden="true">
            <PlayIcon />
          </span>
          <span>
            {playLabel}: {title}
          </span>
        </button>
      )}
    </div>
  )
}
