// Words a work diary is written in, most common first (notes draw from the head more often,
// like real text). Language-neutral index, so a few German, Spanish and French words are mixed in.
export const VOCABULARY = `
the and to of a in for on with is was we it this that at from by meeting team review project
today call fixed bug deploy release plan work update notes client customer issue started finished
worked discussed sprint ticket design code test tests build pipeline feature api database server
frontend backend docs documentation report weekly daily standup sync retro retrospective roadmap
planning estimate estimates migration upgrade refactor refactoring cleanup performance latency
memory cpu cache caching queue worker workers index indexing search query queries postgres redis
kubernetes docker container cluster node nginx proxy gateway auth login session token password
user users account billing invoice payment stripe email notification notifications mobile ios
android web react typescript javascript python golang rust java kotlin swift css html layout
component components modal dialog button form forms validation error errors exception crash
hotfix rollback incident outage alert alerts monitoring metrics dashboard grafana prometheus logs
logging tracing backup restore security audit compliance gdpr privacy legal contract budget
forecast revenue marketing sales campaign launch onboarding hiring interview candidate offer
feedback one-on-one manager mentor mentoring training workshop conference talk presentation slides
demo prototype mockup figma wireframe research analysis data analytics experiment hypothesis
survey interview insights persona journey backlog priority priorities scope deadline milestone
blocked blocker dependency dependencies vendor partner integration webhook webhooks import export
csv pdf spreadsheet excel upload download storage bucket s3 cdn dns certificate ssl tls domain
config configuration environment staging production testing qa regression flaky timeout retry
retries lock deadlock transaction schema column table migrationen besprechung kunde fehler
bericht reunion cliente informe equipo réunion équipe rapport client projet lunch coffee break
travel flight hotel expenses receipt laptop monitor keyboard headset vpn wifi office remote home
morning afternoon evening monday tuesday wednesday thursday friday weekend holiday vacation sick
alice bob carol dave erin frank grace heidi ivan judy mallory oscar peggy trent victor walter
acme globex initech umbrella hooli stark wayne wonka tyrell cyberdyne soylent oceanic vandelay
paper draft rewrite edited reviewed approved merged pushed committed tagged versioned shipped
`
  .trim()
  .split(/\s+/);
