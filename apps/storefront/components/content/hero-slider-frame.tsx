'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { arrowMoves, autoAdvances, HERO_ADVANCE_MS, MOBILE_QUERY, nextSlide, previousSlide, REDUCED_MOTION_QUERY } from '@/lib/content/slider';
import styles from './content.module.css';

export interface HeroSliderTexts {
  label: string;
  previous: string;
  next: string;
  /** Per slide: "Bild 2 von 3" (dots), "2 von 3" (the slide's own label). */
  goTo: readonly string[];
  slide: readonly string[];
}

/**
 * The hero slider's moving part. All slides are rendered on the server into one grid cell, so the
 * slider is as tall as its tallest slide from the first paint (no layout shift); this island only
 * says which one shows. It moves on every 6000 ms (spec §9) unless hovered, focused, on a phone,
 * in a background tab or with reduced motion asked for; arrows and dots are buttons, the arrows
 * throttled (spec §9: one move per 2000 ms, so repeated presses never outrun the slide change).
 */
export function HeroSliderFrame({ slides, texts }: { slides: readonly { key: string; attributes: Record<string, string>; content: ReactNode }[]; texts: HeroSliderTexts }) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until the media queries are read, nothing moves (as on a phone).
  const [environment, setEnvironment] = useState({ mobile: true, reducedMotion: true, hidden: false });

  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY);
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
    const read = () => setEnvironment({ mobile: mobile.matches, reducedMotion: reduced.matches, hidden: document.visibilityState === 'hidden' });
    read();
    mobile.addEventListener('change', read);
    reduced.addEventListener('change', read);
    document.addEventListener('visibilitychange', read);
    return () => {
      mobile.removeEventListener('change', read);
      reduced.removeEventListener('change', read);
      document.removeEventListener('visibilitychange', read);
    };
  }, []);

  // When an arrow last moved the slider (performance.now()), for the throttle.
  const lastArrowMove = useRef<number | null>(null);
  const arrow = (to: (index: number, count: number) => number) => () => {
    const now = performance.now();
    if (!arrowMoves(lastArrowMove.current, now)) return;
    lastArrowMove.current = now;
    setCurrent((index) => to(index, count));
  };

  const moving = autoAdvances({ slideCount: count, hovered, focused, ...environment });
  useEffect(() => {
    if (!moving) return;
    // Keyed on `current`: a click on an arrow or dot gives the new slide its full time.
    const timer = window.setTimeout(() => setCurrent((index) => nextSlide(index, count)), HERO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [moving, current, count]);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={texts.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            {...slide.attributes}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={texts.slide[index]}
            data-active={index === current ? 'true' : 'false'}
            aria-hidden={index === current ? undefined : true}
            inert={index !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.sliderControls}>
          <button type="button" className={styles.sliderArrow} aria-label={texts.previous} onClick={arrow(previousSlide)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className={styles.sliderDots}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={styles.sliderDot}
                aria-label={texts.goTo[index]}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.sliderArrow} aria-label={texts.next} onClick={arrow(nextSlide)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
