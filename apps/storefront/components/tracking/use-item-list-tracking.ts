'use client';

import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { ITEM_LIST_VISIBLE_MS, selectItemEvent, viewItemListEvents, type ListedTile, type TrackedItemList } from '@/lib/tracking/item-list';
import { useTrack } from './data-layer';

/**
 * A product list's view_item_list and select_item (catalogue spec §7): one hook per list, in the
 * grid that renders it (the tiles stay plain server-rendered markup; no per-tile code). Once the
 * list was in view for ITEM_LIST_VISIBLE_MS, view_item_list goes with all its tiles, once per page
 * view (a new list, e.g. after a client navigation, counts again); a click on a tile's link sends
 * select_item with the tile's index, found from the clicked <li> among the list's children.
 * Without `list` the hook does nothing.
 */
export function useItemListTracking(list: TrackedItemList | undefined, tiles: readonly ListedTile[]): { ref: RefObject<HTMLUListElement | null>; onClick: (event: MouseEvent<HTMLUListElement>) => void } {
  const track = useTrack();
  const ref = useRef<HTMLUListElement | null>(null);
  const listRef = useRef({ list, tiles });
  listRef.current = { list, tiles };
  // The list as it was shown: the same id and tiles are the same list, whatever the render.
  const key = list ? `${list.id}:${tiles.map((tile) => tile.id).join(',')}` : null;

  useEffect(() => {
    const element = ref.current;
    if (!key || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (visible && timer === null) {
        timer = setTimeout(() => {
          observer.disconnect();
          const current = listRef.current;
          if (current.list) viewItemListEvents(current.list, current.tiles).forEach(track);
        }, ITEM_LIST_VISIBLE_MS);
      } else if (!visible && timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== null) clearTimeout(timer);
    };
  }, [key, track]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLUListElement>) => {
      const current = listRef.current;
      if (!current.list || !(event.target instanceof Element) || !event.target.closest('a[href]')) return;
      const item = Array.from(event.currentTarget.children).findIndex((child) => child.contains(event.target as Node));
      const tile = current.tiles[item];
      if (tile) track(selectItemEvent(current.list, tile, item));
    },
    [track],
  );

  return { ref, onClick };
}
