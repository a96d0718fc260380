// English words that carry no topic; the offline summarizer ignores them when it weighs terms.
export const STOPWORDS = new Set(
  `a about above after again against all almost also am an and any are aren't as at be because been before
  being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
  during each either else etc even ever every few for from further get gets getting got had hadn't has hasn't
  have haven't having he her here hers herself him himself his how however i i'd i'll i'm i've if in into is
  isn't it it's its itself just let's like lot lots made make makes many may me might more most much must my
  myself need needs new next no nor not now of off ok okay on once one only or other ought our ours ourselves
  out over own quite rather really same see seems she should shouldn't so some something still such than that
  that's the their theirs them themselves then there there's these they they're this those through to today
  too under until up upon us use used using very via want was wasn't way we we're we've well were weren't what
  when where which while who whom why will with without won't would wouldn't yes yet you your yours yourself
  bit things thing stuff still also again tomorrow yesterday morning afternoon evening day week time
  work worked working done doing do`
    .split(/\s+/)
    .filter(Boolean),
);

/** Verbs that open a line describing something done; such lines are preferred as bullets. */
export const ACTION_VERBS = new Set(
  `fixed fix fixing implemented implement added add adding removed remove refactored refactor reviewed review
  deployed deploy released release wrote write tested test debugged debug investigated investigate met meet
  discussed discuss planned plan designed design built build created create updated update migrated migrate
  merged merge documented document configured configure resolved resolve shipped ship prepared prepare
  analyzed analysed analyze researched research called emailed drafted draft finished finish completed
  complete started start optimized optimised optimize improved improve cleaned clean set paired presented
  published upgraded upgrade installed install wired renamed rewrote replaced replace profiled benchmarked
  measured decided agreed learned read sent answered supported onboarded interviewed hired organized
  organised scheduled estimated triaged reproduced verified validated checked closed opened`
    .split(/\s+/)
    .filter(Boolean),
);
