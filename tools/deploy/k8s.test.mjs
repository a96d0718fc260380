// deploy/k8s: every overlay renders (`kubectl kustomize`, offline), every object validates against
// the Kubernetes schemas (kubernetes-models), and each Deployment's image, port and probe paths are
// the ones its app really uses (read from the apps' code). Run: `node --test tools/deploy/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { REGISTRY } from '../services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OVERLAYS = ['staging', 'production'];
const APPS = ['gateway', 'auth-service', 'diary-service', 'ai-service', 'search-service'];
const read = (p) => readFileSync(join(root, p), 'utf8');

/** The port each app listens on by default: its main.ts's `runService('<name>', …)` looks it up in the registry. */
function defaultPort(app) {
  const entry = REGISTRY.find((s) => s.app === app);
  assert.ok(entry, `${app} is in service-registry.json`);
  const m = /runService\(\s*'([^']+)'/.exec(read(`apps/${app}/src/main.ts`));
  assert.equal(m?.[1], entry.name, `apps/${app}/src/main.ts calls runService('${entry.name}', …)`);
  return entry.port;
}

/** A path named in INTERNAL (libs/contracts-server/src/internal-api.ts) as a plain string. */
function internalPath(key) {
  const m = new RegExp(`^\\s*${key}: '([^']+)'`, 'm').exec(read('libs/contracts-server/src/internal-api.ts'));
  assert.ok(m, `INTERNAL.${key} is a path in internal-api.ts`);
  return m[1];
}

/** A controller's routes: its @Controller prefix (a string, or a path of INTERNAL) joined with each @Get path. */
function routes(file) {
  const src = read(file);
  const controller = /@Controller\((?:'([^']*)'|INTERNAL\.(\w+))?\)/.exec(src);
  const prefix = controller?.[1] ?? (controller?.[2] ? internalPath(controller[2]) : '');
  return [...src.matchAll(/@Get\((?:'([^']*)')?\)/g)].map((m) =>
    ['', prefix, m[1]]
      .filter((s) => s !== undefined && s !== '')
      .join('/')
      .replace(/^\/?/, '/'),
  );
}

const gatewayRoutes = routes('apps/gateway/src/health/health.controller.ts');
const serviceRoutes = routes('libs/server-core/src/health.controller.ts');
const EXPECTED_PROBES = {
  gateway: { readiness: '/api/health', liveness: '/api/health/live', served: gatewayRoutes },
  service: { readiness: '/internal/health', liveness: '/internal/health/live', served: serviceRoutes },
};

function render(overlay) {
  const out = execFileSync('kubectl', ['kustomize', join(root, 'deploy/k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(out).map((d) => {
    assert.deepEqual(d.errors, [], 'kubectl kustomize printed valid YAML');
    return d.toJSON();
  });
}

/** kubernetes-models/<group>/<version>/<Kind>, "v1" objects under kubernetes-models/v1. */
async function validate(obj) {
  const [group, version] = obj.apiVersion.includes('/') ? obj.apiVersion.split('/') : ['', obj.apiVersion];
  const mod = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${obj.kind}`);
  const Model = mod[obj.kind] ?? mod.default;
  assert.ok(Model, `a schema for ${obj.apiVersion} ${obj.kind}`);
  new Model(obj).validate();
}

const rendered = Object.fromEntries(OVERLAYS.map((o) => [o, render(o)]));
const byKind = (objs, kind) => objs.filter((o) => o.kind === kind);
const named = (objs, kind, name) => objs.find((o) => o.kind === kind && o.metadata.name === name);

for (const overlay of OVERLAYS) {
  const objs = rendered[overlay];

  test(`${overlay}: every object validates against the Kubernetes schemas`, async () => {
    assert.ok(objs.length >= 5 * 3 + 3, `${objs.length} objects rendered`);
    for (const obj of objs) {
      try {
        await validate(obj);
      } catch (err) {
        assert.fail(`${obj.kind} ${obj.metadata?.name}: ${err.message}`);
      }
    }
  });

  test(`${overlay}: each app is a Deployment with its own image, port, probes, limits and a non-root user`, () => {
    assert.deepEqual(
      byKind(objs, 'Deployment')
        .map((d) => d.metadata.name)
        .sort(),
      [...APPS].sort(),
    );
    for (const app of APPS) {
      const d = named(objs, 'Deployment', app);
      const pod = d.spec.template.spec;
      assert.equal(pod.containers.length, 1, app);
      const [c] = pod.containers;
      assert.match(
        c.image,
        new RegExp(`(^|/)work-diary/${app}:[\\w.-]+$`),
        `${app} runs its own image, tagged`,
      );
      const port = defaultPort(app);
      const http = c.ports.find((p) => p.name === 'http');
      assert.equal(http?.containerPort, port, `${app} listens on ${port}`);
      assert.equal(c.env.find((e) => e.name === 'PORT')?.value, String(port), `${app} PORT`);
      // Prometheus: the metrics port the app opens (METRICS_PORT) is declared and annotated.
      const metricsPort = Number(named(objs, 'ConfigMap', 'work-diary-config').data.METRICS_PORT);
      assert.equal(
        c.ports.find((p) => p.name === 'metrics')?.containerPort,
        metricsPort,
        `${app} metrics port`,
      );
      assert.equal(d.spec.template.metadata.annotations['prometheus.io/port'], String(metricsPort));
      const want = EXPECTED_PROBES[app === 'gateway' ? 'gateway' : 'service'];
      for (const kind of ['readiness', 'liveness']) {
        const probe = c[`${kind}Probe`]?.httpGet;
        assert.ok(probe, `${app} has a ${kind} probe`);
        assert.equal(probe.path, want[kind], `${app} ${kind} path`);
        assert.ok(want.served.includes(probe.path), `${app} serves ${probe.path} (routes: ${want.served})`);
        assert.ok(probe.port === 'http' || probe.port === port, `${app} ${kind} probes its own port`);
      }
      assert.ok(c.resources?.requests?.cpu && c.resources?.requests?.memory, `${app} requests`);
      assert.ok(c.resources?.limits?.memory, `${app} memory limit`);
      assert.equal(pod.securityContext.runAsNonRoot, true, `${app} non-root`);
      assert.ok(pod.securityContext.runAsUser > 0, `${app} runs as a numeric non-root user`);
      assert.equal(c.securityContext.readOnlyRootFilesystem, true, `${app} read-only root`);
      assert.equal(c.securityContext.allowPrivilegeEscalation, false, `${app} no privilege escalation`);
      // Its Service points at the same port; its autoscaler at the Deployment.
      const svc = named(objs, 'Service', app);
      assert.ok(svc, `${app} has a Service`);
      assert.deepEqual(svc.spec.selector, d.spec.selector.matchLabels, `${app} Service selects its pods`);
      assert.equal(svc.spec.ports[0].port, port);
      const hpa = named(objs, 'HorizontalPodAutoscaler', app);
      assert.equal(hpa?.spec.scaleTargetRef.name, app, `${app} is autoscaled`);
      assert.ok(hpa.spec.minReplicas >= 1 && hpa.spec.maxReplicas > hpa.spec.minReplicas, `${app} HPA range`);
    }
  });

  test(`${overlay}: the services' addresses, the Ingress and the secrets line up`, () => {
    const config = named(objs, 'ConfigMap', 'work-diary-config');
    for (const [key, app] of [
      ['AUTH_URL', 'auth-service'],
      ['DIARY_URL', 'diary-service'],
      ['AI_URL', 'ai-service'],
      ['SEARCH_URL', 'search-service'],
    ])
      assert.equal(config.data[key], `http://${app}:${defaultPort(app)}`, key);
    const [ingress] = byKind(objs, 'Ingress');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    assert.equal(backend.name, 'gateway');
    assert.ok(
      ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'] >= 3600,
      'ws stays open',
    );
    assert.equal(ingress.spec.tls[0].hosts[0], ingress.spec.rules[0].host);
    // Secrets come from Secret objects (never literal values in the manifests).
    for (const d of byKind(objs, 'Deployment')) {
      const [c] = d.spec.template.spec.containers;
      for (const e of c.env)
        assert.ok(!/KEY|TOKEN|PASSWORD|DATABASE_URL/.test(e.name) || e.valueFrom, e.name);
      assert.ok(
        c.envFrom.some((f) => f.secretRef?.name === `work-diary-${overlay}-secrets`),
        d.metadata.name,
      );
    }
    const auth = named(objs, 'Deployment', 'auth-service').spec.template.spec.containers[0];
    assert.equal(
      auth.env.find((e) => e.name === 'AUTH_PRIVATE_KEY')?.valueFrom?.secretKeyRef?.name,
      `work-diary-${overlay}-auth-key`,
    );
    // Sign in with your organisation: the client secret from this overlay's own (optional) Secret.
    assert.deepEqual(auth.env.find((e) => e.name === 'OIDC_CLIENT_SECRET')?.valueFrom?.secretKeyRef, {
      name: `work-diary-${overlay}-oidc`,
      key: 'OIDC_CLIENT_SECRET',
      optional: true,
    });
    for (const d of byKind(objs, 'Deployment').filter((x) => x.metadata.name !== 'auth-service'))
      assert.ok(
        !d.spec.template.spec.containers[0].env.some((e) => e.name === 'AUTH_PRIVATE_KEY'),
        'key stays in auth',
      );
  });
}

test('the overlays differ in replicas, resources, host names and secret names', () => {
  const pick = (o) => {
    const objs = rendered[o];
    const gw = named(objs, 'Deployment', 'gateway');
    return {
      namespace: gw.metadata.namespace,
      replicas: gw.spec.replicas,
      memory: gw.spec.template.spec.containers[0].resources.requests.memory,
      host: byKind(objs, 'Ingress')[0].spec.rules[0].host,
      secret: gw.spec.template.spec.containers[0].envFrom.find((f) => f.secretRef).secretRef.name,
    };
  };
  const [a, b] = OVERLAYS.map(pick);
  for (const key of Object.keys(a)) assert.notEqual(a[key], b[key], key);
});
