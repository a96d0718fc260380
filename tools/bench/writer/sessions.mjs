// The bench's sessions (run.mjs, same-output.mjs): about 60 notes of varied work phrasing for a
// given number of words; `run` shifts every number, so that each run's notes are new.

/** Work-note phrasing of several kinds; {n} varies so that notes are not all repeats. */
export const TEMPLATES = [
  'Fix: raised the visibility timeout on the retry queue {n} to 90s and added a dead letter queue.',
  "Can't reproduce the duplicate deliveries on staging - waiting on ops for prod logs of batch {n}.",
  'Agreed with Priya that we will not hotfix on Friday; the change {n} goes out Monday. PR #{n}',
  'Follow-up: add an alert on queue depth {n}\nTODO write the runbook entry for replaying webhooks',
  'Reviewed the draft settlement agreement, clause {n} indemnity is far too broad.',
  'Dept meeting: agreed to move the mock exams. Going with the past paper {n} for the mock.',
  'Pharmacy still hasnt sent bed {n} meds, cant discharge until they arrive. Chased twice.',
  'Dashboard {n} for churn by plan is done, published to Looker: https://looker.example.com/d/{n}',
  '- screened {n} candidates for the backend role\n- sent the verbal offer\n- schedule tech interviews',
  'Tomorrow - finish the EUR bank rec {n}, then draft the variance commentary for the board pack',
  'Safari {n} still renders the date picker popover behind the modal, no idea why yet. Stuck on it.',
  'Upgraded the staging cluster to 1.{n}, all nodes healthy. JIRA-{n} filed with Dr. Nguyen.',
  // Markdown as the editor keeps it (issue 44): code, links, images with their read-out text,
  // task lists, label lines and headings.
  '## PAY-{n} retries\nWrapped the client in `RetryPolicy.withJitter()`; `payment_intent.succeeded` replays are ignored.',
  '**Decided:** cap retries at 5, e.g. for webhooks.\n**Blocked:** waiting on Marek to approve the V{n} migration.',
  '- [x] unit tests for the jitter {n}\n- [ ] load test for PAY-{n} on staging',
  "See [Henrik's SLA doc](https://docs.example.com/sla/{n}) for 2.14.{n} and the 0.3% error rate.",
  '![image](/api/attachments/0b8e4c1a-5d2f-4a1e-9c3b-000000000001)\nLQ-95 SLA report\n41h 12m\n18,{n} late',
  '```sql\nSELECT order_id FROM sales.orders_v2 WHERE id = {n};\n```\nMarek approved the V{n} migration.',
];

/** A session of `words` words; `run` shifts the numbers so that each run's notes are new. */
export function session(words, run = 0) {
  const notes = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const content = Array.from({ length: 6 }, (_, k) =>
      TEMPLATES[(i * 7 + k) % TEMPLATES.length].replaceAll('{n}', String(run * 100_000 + i * 6 + k)),
    ).join('\n');
    count += content.split(/\s+/).length;
    notes.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      content,
      timestamp: new Date(Date.UTC(2026, 10, 20, 8) + i * 60_000).toISOString(),
    });
  }
  return { notes, words: count };
}
