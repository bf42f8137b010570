// One EventSource per signed-in tab: every `cv` event refreshes the CV and talent queries and,
// when an analysis ends, says so in a toast on whatever page the person is on. Other features'
// events (`market`) reach them through extensions the app layer passes in, so the tab still opens
// one stream. Part of the signed-in shell, so it stays small and zod-free.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { CvDetail, CvList } from '@/contract/cvs';
import { isRetryableFailure } from '@/contract/cvs';
import type { CvLiveEvent, LiveEventName } from '@/contract/events';
import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { talentsKeys } from '@/web/features/cvs/api/get-talents';
import { setLiveEventsConnected } from '@/web/features/cvs/api/live-status';
import { renderCachedGenerated } from '@/web/lib/generated-text';

const EVENTS_URL = '/api/events';
// EventSource retries dropped connections itself, but gives up for good on an HTTP error (a
// restart's 502, an expired session): try again after a pause.
const REOPEN_AFTER_MS = 15_000;

export type LiveConnection = 'disconnected' | 'connecting' | 'connected';

/** Another feature's share of the stream: its event's raw `data`, and the connection's changes. */
export interface LiveEventsExtension {
  /** `cv` too: an extension sees the CV events after this hook has handled them */
  event: LiveEventName;
  onMessage: (data: string, queryClient: QueryClient) => void;
  /** `reconnected`: connected again after a drop (events in between were lost) */
  onConnection?: (connection: LiveConnection, queryClient: QueryClient, reconnected: boolean) => void;
}

const noExtensions: readonly LiveEventsExtension[] = [];

function parseEvent(data: string): CvLiveEvent | null {
  try {
    const value = JSON.parse(data) as Partial<CvLiveEvent> | null;
    if (!value || typeof value.cv_id !== 'string' || typeof value.status !== 'string') return null;
    return value as CvLiveEvent;
  } catch {
    return null;
  }
}

function applyToCache(queryClient: QueryClient, event: CvLiveEvent): void {
  // A step or a failure is complete in the event itself: show it at once. An analysed CV's
  // results are not in the event, so it waits for the refetch instead of showing empty figures.
  if (event.status !== 'analyzed') {
    const patch = { status: event.status, step: event.step, ...(event.status === 'failed' ? { failure_reason: event.reason ?? null, failure_message: event.reason_message ?? null, retryable: isRetryableFailure(event.reason_message) } : {}) };
    queryClient.setQueryData<CvDetail>(cvsKeys.detail(event.cv_id), (cv) => (cv ? { ...cv, ...patch } : cv));
    queryClient.setQueryData<CvList>(cvsKeys.list(), (list) =>
      list ? { ...list, cvs: list.cvs.map((cv) => (cv.id === event.cv_id ? { ...cv, ...patch } : cv)) } : list,
    );
  }
  void queryClient.invalidateQueries({ queryKey: cvsKeys.all });
  if (event.status !== 'processing') void queryClient.invalidateQueries({ queryKey: talentsKeys.all });
}

// Message-only toasts: Mantine draws a message under a title in a low-contrast grey.
function announce(i18n: I18n, queryClient: QueryClient, event: CvLiveEvent): void {
  const t = i18n.getFixedT(null, 'cvsLive');
  if (event.status === 'analyzed') {
    const count = event.talents_count ?? 0;
    const percent = Math.round(event.confidence ?? 0);
    notifications.show({ color: 'teal', message: count > 0 ? t('analysed', { count, percent }) : t('analysedNone') });
  } else if (event.status === 'failed') {
    const reason = event.reason ? renderCachedGenerated(queryClient, i18n.language, event.reason_message, event.reason) : '';
    notifications.show({ color: 'red', message: t('failed', { error: reason || t('unknownError') }) });
  }
}

/** `extensions` must be stable (a module constant): a new array reopens the stream. */
export function useCvLiveEvents(enabled = true, extensions: readonly LiveEventsExtension[] = noExtensions): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation('cvsLive');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    // one toast per outcome, even if the stream repeats itself; a new run (retry) starts afresh
    const announced = new Set<string>();

    function onCv(message: MessageEvent<string>) {
      const event = parseEvent(message.data);
      if (!event) return;
      applyToCache(queryClient, event);
      if (event.status === 'processing') {
        announced.delete(`${event.cv_id}:analyzed`);
        announced.delete(`${event.cv_id}:failed`);
        return;
      }
      const key = `${event.cv_id}:${event.status}`;
      if (announced.has(key)) return;
      announced.add(key);
      announce(i18n, queryClient, event);
    }

    function connection(state: LiveConnection, reconnected = false) {
      for (const extension of extensions) extension.onConnection?.(state, queryClient, reconnected);
    }

    function open() {
      source = new EventSource(EVENTS_URL);
      connection('connecting');
      source.addEventListener('cv', onCv);
      for (const extension of extensions) {
        source.addEventListener(extension.event, (message: MessageEvent<string>) => extension.onMessage(message.data, queryClient));
      }
      source.onopen = () => {
        setLiveEventsConnected(true);
        // events sent while the stream was down are lost: catch up from the server
        if (connectedBefore) void queryClient.invalidateQueries({ queryKey: cvsKeys.all });
        connection('connected', connectedBefore);
        connectedBefore = true;
      };
      source.onerror = () => {
        setLiveEventsConnected(false);
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          connection('disconnected');
          reopen = setTimeout(open, REOPEN_AFTER_MS);
        } else {
          connection('connecting'); // the browser is already retrying
        }
      };
    }

    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      setLiveEventsConnected(false);
      connection('disconnected');
    };
  }, [enabled, queryClient, i18n, extensions]);
}
