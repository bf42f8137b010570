import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { IpBlockList, SecurityEvent, SecuritySummary } from '@/contract/security';
import { apiFetch } from '@/web/lib/api-client';

export const securityKeys = {
  all: ['admin', 'security'] as const,
  summary: () => ['admin', 'security', 'summary'] as const,
  events: () => ['admin', 'security', 'events'] as const,
  blocks: () => ['admin', 'security', 'blocks'] as const,
};

/** Spec 02 §9: 50 fetched. */
const FETCHED = 50;

export function useSecuritySummary() {
  return useQuery({ queryKey: securityKeys.summary(), queryFn: () => apiFetch<SecuritySummary>('/api/admin/security/summary'), retry: false });
}

export function useSecurityEvents() {
  return useQuery({
    queryKey: securityKeys.events(),
    queryFn: () => apiFetch<{ events: SecurityEvent[] }>(`/api/admin/security-events?limit=${FETCHED}`),
    retry: false,
  });
}

export function useIpBlocks(enabled: boolean) {
  return useQuery({ queryKey: securityKeys.blocks(), queryFn: () => apiFetch<IpBlockList>('/api/admin/security/blocks'), retry: false, enabled });
}

export function useLiftBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) => apiFetch<{ ip: string; lifted: number }>(`/api/admin/security/blocks/${encodeURIComponent(ip)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export type MonitorConnection = 'connecting' | 'connected' | 'disconnected';

const STREAM_URL = '/api/admin/security/stream';
/** EventSource gives up for good on an HTTP error (restart, expired session): try again after a pause. */
const REOPEN_AFTER_MS = 15_000;

function applyEvent(queryClient: QueryClient, event: SecurityEvent): void {
  queryClient.setQueryData<{ events: SecurityEvent[] }>(securityKeys.events(), (list) =>
    list && !list.events.some((e) => e.id === event.id) ? { events: [event, ...list.events].slice(0, FETCHED) } : list,
  );
  // the counters are counted on the server: ask again rather than guess
  void queryClient.invalidateQueries({ queryKey: securityKeys.summary() });
  if (event.event_type.startsWith('ip_block') || event.event_type === 'suspicious_activity') {
    void queryClient.invalidateQueries({ queryKey: securityKeys.blocks() });
  }
}

/**
 * The monitor's live feed: each new security event is put at the top of the list and the counters
 * are fetched again, without a reload. `onEvent` hears every new event (to announce it).
 */
export function useSecurityStream(enabled: boolean, onEvent?: (event: SecurityEvent) => void): MonitorConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<MonitorConnection>('disconnected');
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let wasConnected = false;
    const open = () => {
      setConnection('connecting');
      source = new EventSource(STREAM_URL);
      source.addEventListener('ready', () => {
        setConnection('connected');
        // events that happened while the stream was down: fetch them
        if (wasConnected) void queryClient.invalidateQueries({ queryKey: securityKeys.all });
        wasConnected = true;
      });
      source.addEventListener('security', (message: MessageEvent<string>) => {
        let event: SecurityEvent;
        try {
          event = JSON.parse(message.data) as SecurityEvent;
        } catch {
          return;
        }
        applyEvent(queryClient, event);
        onEventRef.current?.(event);
      });
      source.addEventListener('end', () => {
        source?.close();
        setConnection('disconnected');
        void queryClient.invalidateQueries({ queryKey: securityKeys.all });
      });
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) {
          setConnection('disconnected');
          if (!stopped) reopen = setTimeout(open, REOPEN_AFTER_MS);
        } else {
          setConnection('connecting');
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      setConnection('disconnected');
    };
  }, [enabled, queryClient]);
  return connection;
}
