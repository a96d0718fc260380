// Webhooks (diary) and stand-up sends (ai) for the Settings cards that manage them.
import type {
  CreatedWebhook,
  CreateWebhookRequest,
  StandupStatus,
  Webhook,
  WebhookDelivery,
} from '@diary/contracts';
import { api } from '../../lib/api';

const integrationsApi = api.enhanceEndpoints({ addTagTypes: ['Webhooks', 'StandupStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<Webhook[], void>({ query: () => '/api/webhooks', providesTags: ['Webhooks'] }),
    createWebhook: build.mutation<CreatedWebhook, CreateWebhookRequest>({
      query: (body) => ({ url: '/api/webhooks', method: 'POST', body, retries: 0 }),
      invalidatesTags: ['Webhooks'],
    }),
    deleteWebhook: build.mutation<null, string>({
      query: (id) => ({ url: `/api/webhooks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Webhooks'],
    }),
    testWebhook: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `/api/webhooks/${id}/test`, method: 'POST', retries: 0 }),
      invalidatesTags: ['Webhooks'],
    }),
    getWebhookDeliveries: build.query<WebhookDelivery[], string>({
      query: (id) => `/api/webhooks/${id}/deliveries`,
      providesTags: ['Webhooks'],
    }),
    getStandupStatus: build.query<StandupStatus, void>({
      query: () => '/api/standup/status',
      providesTags: ['StandupStatus'],
    }),
    postStandup: build.mutation<{ date: string }, { date: string }>({
      query: (body) => ({ url: '/api/standup/post', method: 'POST', body, retries: 0 }),
      invalidatesTags: ['StandupStatus'],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useTestWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useGetStandupStatusQuery,
  usePostStandupMutation,
} = integrationsApi;
