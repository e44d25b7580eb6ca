'use client';

import { useState } from 'react';
import styles from './product-detail.module.css';

export interface VideoView {
  id: string;
  title: string;
  duration: string;
  preview: { url: string; alt: string; width: number; height: number };
}

export interface VideoTexts {
  /** Per video: "Video abspielen: {title}" filled on the server. */
  play: Record<string, string>;
  consent: string;
  accept: string;
}

/** YouTube's privacy-enhanced player (the CSP's only frame-src); no autoplay, no related videos from other channels. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0`;
}

/**
 * Product videos (catalogue spec §2): a still with a play button; the first click asks for consent
 * (playing sends data to YouTube), and only then is the player loaded — never playing by itself.
 */
export function ProductVideos({ videos, texts }: { videos: readonly VideoView[]; texts: VideoTexts }) {
  const [asking, setAsking] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  return (
    <ul className={styles.videos} data-testid="product-videos">
      {videos.map((video) => (
        <li key={video.id} className={styles.video}>
          {loaded.has(video.id) ? (
            <iframe
              className={styles.videoFrame}
              src={embedUrl(video.id)}
              title={video.title}
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          ) : asking === video.id ? (
            <div className={styles.videoConsent} role="group" aria-label={video.title} data-testid="video-consent">
              <p>{texts.consent}</p>
              <button
                type="button"
                className="btn btn-primary"
                autoFocus
                onClick={() => {
                  setLoaded((previous) => new Set(previous).add(video.id));
                  setAsking(null);
                }}
              >
                {texts.accept}
              </button>
            </div>
          ) : (
            <button type="button" className={styles.videoStill} aria-label={texts.play[video.id]} data-testid="video-play" onClick={() => setAsking(video.id)}>
              <img src={video.preview.url} alt="" width={video.preview.width} height={video.preview.height} loading="lazy" decoding="async" />
              <span className={styles.videoPlayIcon} aria-hidden="true">
                ▶
              </span>
            </button>
          )}
          <p className={styles.videoTitle}>
            {video.title} <span className={styles.reviewMeta}>{video.duration}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
