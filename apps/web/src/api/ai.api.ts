// The ai service's calls that several screens share: a day's summaries and report (the
// summaries are written on the ai service, so generate-summary is its route though it sits under
// /api/work-records), the text read from images, and the diagnostics. The connection test
// (POST /api/diagnostic/openai) may bill a paid provider, so the app sends it as an action, not a
// read, asked once; GET /api/diagnostic/capture says which engines turn voice and images into
// text and what the summary engine honours (read from the server's configuration, nothing called).
import type {
  CaptureEngines,
  DailyReport,
  DiagnosticResponse,
  GenerateSummaryRequest,
  GenerateSummaryResponse,
  ImageAnalysisResponse,
} from '@diary/contracts';
import { api } from '../lib/api';

export const aiApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateSummary: build.mutation<GenerateSummaryResponse, GenerateSummaryRequest & { date: string }>({
      query: ({ date, regenerate }) => ({
        url: `/api/work-records/${date}/generate-summary`,
        method: 'POST',
        body: { regenerate: Boolean(regenerate) } satisfies GenerateSummaryRequest,
      }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'Report', id: date }],
    }),
    getReport: build.query<DailyReport, string>({
      query: (date) => `/api/reports/${date}`,
      providesTags: (_r, _e, date) => [{ type: 'Report', id: date }],
    }),
    analyzeImages: build.mutation<ImageAnalysisResponse, File[]>({
      query: (files) => {
        const form = new FormData();
        for (const f of files) form.append('image', f);
        return { url: '/api/images/analyze-text', method: 'POST', body: form };
      },
    }),
    testAiConnection: build.mutation<DiagnosticResponse, void>({
      query: () => ({ url: '/api/diagnostic/openai', method: 'POST', retries: 0 }),
    }),
    getCaptureEngines: build.query<CaptureEngines, void>({
      query: () => '/api/diagnostic/capture',
    }),
  }),
});

export const {
  useGenerateSummaryMutation,
  useGetReportQuery,
  useAnalyzeImagesMutation,
  useTestAiConnectionMutation,
  useGetCaptureEnginesQuery,
} = aiApi;
