// Job ads and applications: the list with its pipeline figures, one ad with its match, and the
// changes a person makes. Every job query lives under ['jobs'] so one invalidation refreshes all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobDetail, JobSummary, jobListSchema, JobUpdate, MarketContext } from '@/contract/jobs';
import type { Task } from '@/contract/tasks';
import type { JobAd, JobMatch, Tailoring, CoachMatchSummary } from '@/engine/jobs/types';
import { apiFetch } from '@/web/lib/api-client';

export type JobList = z.infer<typeof jobListSchema>;
export type Pipeline = JobList['pipeline'];

/** The analysis as the engine's types (the contract carries them as loose JSON objects). */
export interface JobAnalysis {
  ad: JobAd;
  match: JobMatch | null;
  tailoring: Tailoring | null;
  coach: CoachMatchSummary | null;
}
export type JobView = Omit<JobDetail, 'analysis'> & { analysis: JobAnalysis };
export type { MarketContext };

export const jobsKeys = {
  all: ['jobs'] as const,
  list: () => ['jobs', 'list'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

export function useJobs() {
  return useQuery({ queryKey: jobsKeys.list(), queryFn: () => apiFetch<JobList>('/api/jobs') });
}

export function useJob(id: string) {
  return useQuery({ queryKey: jobsKeys.detail(id), queryFn: () => apiFetch<JobView>(jobPath(id)) });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) => apiFetch<JobView>('/api/jobs', { method: 'POST', json: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}

/** An ad file (PDF, DOCX, ODT, TXT) read on the server in the isolated reader, then saved like a pasted one. */
export function useUploadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<JobView>('/api/jobs/upload', { method: 'POST', body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: JobUpdate }) => apiFetch<JobSummary>(jobPath(id), { method: 'PATCH', json: body }),
    onSuccess: (job) =>
      queryClient.setQueryData<JobList>(jobsKeys.list(), (list) => (list ? { ...list, jobs: list.jobs.map((j) => (j.id === job.id ? job : j)) } : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(jobPath(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}

export function useAddSkillTask(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillId: string) => apiFetch<Task>(`${jobPath(jobId)}/tasks`, { method: 'POST', json: { skill_id: skillId } }),
    // the task list lives in another feature's cache under ['tasks']
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}

/** The tailored CV's download address (the browser downloads it; the server sets the file name). */
export function tailoredCvUrl(id: string, format: 'pdf' | 'docx', lang: string): string {
  return `${jobPath(id)}/cv?format=${format}&lang=${encodeURIComponent(lang)}`;
}
